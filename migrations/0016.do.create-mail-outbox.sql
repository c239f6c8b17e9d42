-- Mail waiting to be sent. Routes write a row in the same transaction as the change that causes the mail
-- (a reset token, a sign-up), so a committed change never loses its mail; the mail worker (api/src/mail/)
-- sends each row in a transaction of its own that holds the row lock (FOR UPDATE SKIP LOCKED) while it
-- talks to the SMTP server, and deletes the row in that same transaction once the server accepted it.
CREATE TABLE mail_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The template's name ('password_reset', ...), for logs and the admins.
  kind            text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  -- The rendered message: to, subject, text, html, headers, link. Rendered when queued, so a template
  -- edited later never changes mail already promised; it holds one-time links, hence deleted once sent.
  message         jsonb NOT NULL,
  -- pending: waiting or retrying; failed: the server refused it for good (a 5xx for the recipient).
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  -- Failed sends wait (exponential backoff) before the next try.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text CHECK (length(last_error) <= 2000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- The worker's only question: which pending rows are due, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';

-- Wakes the worker at once (LISTEN mail_outbox) instead of waiting for its next poll. The notification is
-- delivered at commit, so the worker never looks for a row it cannot see yet.
CREATE FUNCTION mail_outbox_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER mail_outbox_notify AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION mail_outbox_notify();
