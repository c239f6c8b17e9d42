-- A listing's verified maker: the account that proved it runs the tool's site (a claim by email code, DNS TXT
-- record or well-known file), or that an admin handed the listing to. One per tool. A table of its own rather
-- than a column of tools: a claim or a transfer is not an edit of the listing (no search reindex, no updated_at).
CREATE TABLE tool_makers (
  -- ON DELETE CASCADE: the ownership goes with the tool, and with the maker's account.
  tool_id     integer PRIMARY KEY REFERENCES tools (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verified_at timestamptz NOT NULL DEFAULT now(),
  -- How the maker got the listing: their own proof, or an admin's transfer.
  source      text NOT NULL CHECK (source IN ('email', 'dns', 'well_known', 'admin'))
);
-- A maker's own listings (their dashboard, their right to reply to reviews).
CREATE INDEX tool_makers_user_idx ON tool_makers (user_id);
