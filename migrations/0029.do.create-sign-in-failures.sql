-- Failed sign-ins of the last minutes, per submitted email and client address: what the sign-in lockout counts
-- (api/src/lib/sign-in-failures.ts). Only failures, and per address, so that strangers failing at an account
-- do not lock its owner out.
CREATE TABLE sign_in_failures (
  -- As submitted (trimmed, lower case), not a reference to users: unknown emails are counted the same, so the
  -- answers do not tell which emails have accounts. Plain text: a sign-in may submit anything up to 254 characters.
  email      text NOT NULL,
  -- The client's address as the app sees it (request.ip): text, since a trusted proxy's X-Forwarded-For is
  -- taken as it is, not parsed as an address.
  ip         text NOT NULL,
  failed_at  timestamptz NOT NULL
);
-- The lockout check reads one email's failures inside the window.
CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, failed_at);
-- Each failure sweeps the rows that left the window.
CREATE INDEX sign_in_failures_failed_at_idx ON sign_in_failures (failed_at);
