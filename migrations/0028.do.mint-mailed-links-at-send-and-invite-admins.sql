-- Mailed links are minted when the message is sent, never stored in clear, and admins are invited by a link
-- instead of being made from whichever account holds an address.

-- The queue keeps what builds a message at send time (mostly the id of the token row it is about), not
-- the message: the worker mints the link's token and renders the text in the transaction that sends it, so
-- a leaked row or backup holds no usable link. Rows queued before this change hold such links in clear and
-- cannot be rebuilt: they are dropped (the queue is normally empty within seconds; a lost link is asked
-- for again).
DELETE FROM mail_outbox;
ALTER TABLE mail_outbox
  DROP COLUMN message,
  ADD COLUMN params jsonb NOT NULL,
  -- When the SMTP server refused the message for good; such rows are deleted a week later.
  ADD COLUMN failed_at timestamptz,
  ADD CONSTRAINT mail_outbox_failed_at_check CHECK ((status = 'failed') = (failed_at IS NOT NULL));
-- The worker's purge of refused messages looks only at these few rows.
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (failed_at) WHERE status = 'failed';

-- A token row is written with its message, before the token exists: token_hash stays NULL until the
-- worker mints the token while sending. Rows are named by a plain id meanwhile.
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_pkey;
ALTER TABLE account_tokens
  ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ALTER COLUMN token_hash DROP NOT NULL,
  ADD CONSTRAINT account_tokens_token_hash_key UNIQUE (token_hash);

-- An admin invitation is for an address, not an account: it may have none yet, and an existing account
-- only becomes admin once the link proves its owner reads that address.
ALTER TABLE account_tokens
  DROP CONSTRAINT account_tokens_purpose_check,
  ADD CONSTRAINT account_tokens_purpose_check
    CHECK (purpose IN ('password_reset', 'email_verification', 'email_change', 'admin_invitation')),
  ALTER COLUMN user_id DROP NOT NULL,
  ADD CONSTRAINT account_tokens_user_id_check CHECK ((user_id IS NULL) = (purpose = 'admin_invitation')),
  -- The admin who sent the invitation; NULL for the one KITLY_ADMIN_EMAIL asks for at start-up.
  -- ON DELETE CASCADE: an invitation nobody vouches for any more is void.
  ADD COLUMN invited_by integer REFERENCES users (id) ON DELETE CASCADE;
-- One invitation per address: inviting it again (or Resend) renews that one.
CREATE UNIQUE INDEX account_tokens_invitation_email_key ON account_tokens (lower(email))
  WHERE purpose = 'admin_invitation';
