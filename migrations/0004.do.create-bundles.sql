CREATE TABLE bundles (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                  text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  slug                  slug NOT NULL UNIQUE,
  icon                  text CHECK (length(icon) <= 2048),
  summary               text NOT NULL CHECK (length(btrim(summary)) BETWEEN 1 AND 500),
  description           text NOT NULL DEFAULT '' CHECK (length(description) <= 20000),
  tags                  text[] NOT NULL DEFAULT '{}',
  use_case_guidance     text NOT NULL DEFAULT '' CHECK (length(use_case_guidance) <= 20000),
  downloadable_resource http_url,
  status                text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  popularity            integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  -- The curated collections shown first on the home and bundles pages.
  is_featured           boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER bundles_set_updated_at BEFORE UPDATE ON bundles FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The tools of a bundle, in the order the curator chose.
CREATE TABLE bundle_tools (
  -- ON DELETE CASCADE on both sides: deleting a bundle forgets its list, deleting a tool drops it from bundles.
  bundle_id integer NOT NULL REFERENCES bundles (id) ON DELETE CASCADE,
  tool_id   integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  position  integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (bundle_id, tool_id),
  -- Deferrable so a reorder can swap positions inside one transaction.
  UNIQUE (bundle_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX bundle_tools_tool_id_idx ON bundle_tools (tool_id);
