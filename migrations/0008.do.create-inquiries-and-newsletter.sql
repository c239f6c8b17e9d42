CREATE TABLE contact_inquiries (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email       email_address NOT NULL,
  mobile      text CHECK (length(mobile) <= 40),
  query_type  text NOT NULL CHECK (query_type IN ('general', 'tool_submission', 'bug_report', 'partnership', 'support')),
  message     text NOT NULL CHECK (length(btrim(message)) BETWEEN 1 AND 10000),
  status      text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'resolved', 'closed')),
  admin_notes text CHECK (length(admin_notes) <= 10000),
  -- ON DELETE SET NULL: the inquiry stays on record when the sender's account is deleted.
  user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_inquiries_created_at_idx ON contact_inquiries (created_at DESC);
CREATE TRIGGER contact_inquiries_set_updated_at BEFORE UPDATE ON contact_inquiries FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE newsletter_subscribers (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           email_address NOT NULL,
  -- Where the visitor subscribed (e.g. 'blog'), for the admins' export.
  source          text CHECK (length(source) <= 100),
  confirmed_at    timestamptz,
  unsubscribed_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- One subscription per address whatever its case, so repeated sign-ups are ignored.
CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON newsletter_subscribers (lower(email));
