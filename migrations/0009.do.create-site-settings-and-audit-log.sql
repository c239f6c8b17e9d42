-- Tracking settings: exactly one row, created here, so reads never have to handle "no settings".
CREATE TABLE site_settings (
  id                      boolean PRIMARY KEY DEFAULT true CHECK (id),
  google_analytics_code   text CHECK (google_analytics_code ~ '^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$'),
  meta_pixel_id           text CHECK (meta_pixel_id ~ '^[0-9]{15,16}$'),
  google_tag_manager_code text CHECK (google_tag_manager_code ~ '^GTM-[A-Z0-9]{4,12}$'),
  -- ON DELETE SET NULL: settings outlive the admin who last changed them.
  updated_by              integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings DEFAULT VALUES;
CREATE TRIGGER site_settings_set_updated_at BEFORE UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Who changed what in the back office. Append-only by convention; never updated.
CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE SET NULL: the trail survives the deletion of the account that left it.
  actor_id    integer REFERENCES users (id) ON DELETE SET NULL,
  action      text NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)*$'),
  entity_type text NOT NULL CHECK (length(entity_type) <= 50),
  entity_id   text CHECK (length(entity_id) <= 100),
  details     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
