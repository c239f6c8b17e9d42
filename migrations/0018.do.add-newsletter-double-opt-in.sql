-- Newsletter double opt-in: a subscription counts once its address followed the confirmation link we
-- mailed (confirmed_at); until then it is pending. Rows from before this change stay pending.
ALTER TABLE newsletter_subscribers
  -- SHA-256 of the confirmation link's random token; cleared on unsubscribe so an old link cannot resubscribe.
  ADD COLUMN confirm_token_hash bytea UNIQUE CHECK (length(confirm_token_hash) = 32),
  ADD COLUMN confirm_sent_at timestamptz,
  -- Every newsletter mail carries this in its one-click unsubscribe link. Stored as is (not hashed),
  -- because each future mail needs the link again; it can do nothing but unsubscribe this address.
  -- gen_random_uuid() draws from the server's strong random source: two make 244 random bits.
  ADD COLUMN unsubscribe_token text NOT NULL UNIQUE
    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
