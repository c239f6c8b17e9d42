-- Who may take over an account's identity: a Google link no longer proves the address by itself (the app
-- marks it verified only when Google is authoritative for it), a new address waits for its confirmation
-- link, and a session can be stamped as freshly re-authenticated with Google.

-- A changed address starts over unverified, unless the same update proves it (a confirmed email change).
-- Linking Google no longer verifies anything here: the app decides, knowing whether Google is authoritative.
CREATE OR REPLACE FUNCTION users_track_email_verification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW.email) <> lower(OLD.email) AND NEW.email_verified_at IS NOT DISTINCT FROM OLD.email_verified_at THEN
    NEW.email_verified_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
DROP TRIGGER users_track_email_verification ON users;
CREATE TRIGGER users_track_email_verification BEFORE UPDATE OF email ON users
  FOR EACH ROW EXECUTE FUNCTION users_track_email_verification();

-- An email change waits in account_tokens: `email` holds the new address until its link is followed.
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('password_reset', 'email_verification', 'email_change'));

-- When this session last proved its user with Google (for changes an account without a password makes).
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;
