-- One-time links mailed to account holders: password reset and email verification. Only the SHA-256 of
-- the random token is stored (as for sessions), so a leaked table or backup opens no account.
CREATE TABLE account_tokens (
  token_hash  bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  -- ON DELETE CASCADE: a token has no meaning without its account.
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
  -- The address the link was mailed to: a token only counts while the account still has that address,
  -- so a link sent to an old address cannot verify (or reset) after the address changed.
  email       email_address NOT NULL,
  expires_at  timestamptz NOT NULL,
  -- Set when a single-use token (password reset) is spent.
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_id_idx ON account_tokens (user_id, purpose);

-- When the account's address was proven to be its owner's: a link we mailed was followed, or Google
-- vouched for it. NULL: not verified (the dashboard asks the user to verify).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
-- Google only links or creates accounts for addresses it has verified.
UPDATE users SET email_verified_at = created_at WHERE google_sub IS NOT NULL;

-- Kept true by the database whoever writes users: a new address starts unverified, and linking a Google
-- identity (only ever done for the Google-verified address the account has) verifies it.
CREATE FUNCTION users_track_email_verification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND lower(NEW.email) <> lower(OLD.email) THEN
    NEW.email_verified_at := NULL;
  ELSIF NEW.google_sub IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.google_sub IS DISTINCT FROM NEW.google_sub) THEN
    NEW.email_verified_at := coalesce(NEW.email_verified_at, now());
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_track_email_verification BEFORE INSERT OR UPDATE OF email, google_sub ON users
  FOR EACH ROW EXECUTE FUNCTION users_track_email_verification();
