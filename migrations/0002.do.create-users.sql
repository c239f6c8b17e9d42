CREATE TABLE users (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           email_address NOT NULL,
  name            text CHECK (length(name) <= 200),
  role            text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'moderator')),
  is_active       boolean NOT NULL DEFAULT true,
  -- argon2id hash; NULL for accounts that only sign in with Google.
  password_hash   text,
  -- Google's stable subject identifier; NULL for email-only accounts.
  google_sub      text UNIQUE,
  avatar_url      text CHECK (length(avatar_url) <= 2048),
  company_name    text CHECK (length(company_name) <= 200),
  last_login_at   timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- One account per address whatever its case: Bob@x.com and bob@x.com are the same person.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE profiles (
  -- ON DELETE CASCADE: a profile has no meaning without its user.
  user_id           integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mobile_number     text CHECK (length(mobile_number) <= 40),
  bio               text CHECK (length(bio) <= 2000),
  date_of_birth     date CHECK (date_of_birth > '1900-01-01'),
  location          text CHECK (length(location) <= 200),
  profile_image_url text CHECK (length(profile_image_url) <= 2048),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON profiles FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE sessions (
  -- SHA-256 of the cookie's random token: a leaked table does not reveal usable tokens.
  token_hash    bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  -- ON DELETE CASCADE: deleting a user signs them out everywhere.
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  user_agent    text CHECK (length(user_agent) <= 512)
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
-- Lets a periodic sweep delete expired sessions without scanning the table.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
