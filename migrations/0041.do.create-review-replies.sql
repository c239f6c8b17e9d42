-- A verified maker's public reply to a review of their tool: one per review, shown under it and marked as the
-- maker's (api/src/routes/reviews/replies.ts). A table of its own: a reply is not an edit of the review.
CREATE TABLE review_replies (
  -- ON DELETE CASCADE: a reply means nothing without its review.
  review_id  integer PRIMARY KEY REFERENCES reviews (id) ON DELETE CASCADE,
  -- ON DELETE SET NULL: the reply stays, as the maker's, when the account that wrote it is gone.
  user_id    integer REFERENCES users (id) ON DELETE SET NULL,
  content    text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER review_replies_set_updated_at BEFORE UPDATE ON review_replies
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
