-- A signed-in maker's attempt to prove they run a tool's site, by one of three methods (api/src/routes/claims):
-- a 6-digit code mailed to an address at the site's domain, a DNS TXT record, or a file under /.well-known/.
-- A verified claim makes its maker the tool's verified maker (tool_makers, migrations/0039).
CREATE TABLE tool_claims (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a claim means nothing without its tool, nor without the account that made it.
  tool_id          integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method           text NOT NULL CHECK (method IN ('email', 'dns', 'well_known')),
  -- The site as it was when the claim started: the registrable domain (the DNS record's name, the email
  -- address's domain) and the website's host with its port (the well-known file's). A later edit of the
  -- listing's URL does not move a claim in progress.
  domain           text NOT NULL CHECK (length(domain) BETWEEN 1 AND 253),
  host             text NOT NULL CHECK (length(host) BETWEEN 1 AND 260),
  -- Email: the address at the domain the code goes to.
  email            email_address,
  -- Email: a keyed hash (HMAC-SHA256 with the server's secret) of the current code, set when its message is sent;
  -- NULL until then. Never the code itself: without the secret, a leaked table cannot be searched for it.
  code_hash        bytea CHECK (length(code_hash) = 32),
  code_expires_at  timestamptz,
  -- When a code was last asked for: a new one may be asked for a minute later.
  code_requested_at timestamptz,
  -- Wrong codes so far; a few of them end the claim (the API's limit).
  code_attempts    integer NOT NULL DEFAULT 0 CHECK (code_attempts >= 0),
  -- DNS and well-known: the random value the maker publishes. Not a secret: it is public once published.
  token            text CHECK (token ~ '^[a-z0-9]{20,64}$'),
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- A claim not verified by then has ended.
  expires_at       timestamptz NOT NULL DEFAULT now() + interval '7 days',
  verified_at      timestamptz,
  CONSTRAINT tool_claims_email_has_address CHECK ((method = 'email') = (email IS NOT NULL)),
  CONSTRAINT tool_claims_record_has_token CHECK ((method = 'email') = (token IS NULL))
);
-- A maker's own claims, newest first, and the daily limit's count.
CREATE INDEX tool_claims_user_idx ON tool_claims (user_id, created_at DESC);
-- Claims of a tool (deleted with it).
CREATE INDEX tool_claims_tool_idx ON tool_claims (tool_id);
