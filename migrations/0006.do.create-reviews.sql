CREATE TABLE reviews (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a review is about one tool and goes with it.
  tool_id      integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  -- ON DELETE SET NULL: a deleted account's reviews stay, under the name they were written with.
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  user_name    text NOT NULL CHECK (length(btrim(user_name)) BETWEEN 1 AND 200),
  user_email   email_address,
  rating       smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title        text CHECK (length(title) <= 300),
  content      text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 10000),
  use_case     text CHECK (length(use_case) <= 2000),
  is_verified  boolean NOT NULL DEFAULT false,
  -- Kept equal to the number of review_votes rows, in the transaction that adds one.
  helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_tool_id_idx ON reviews (tool_id, created_at DESC);
CREATE INDEX reviews_user_id_idx ON reviews (user_id) WHERE user_id IS NOT NULL;
CREATE TRIGGER reviews_set_updated_at BEFORE UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- "Helpful" votes: one per signed-in user or, for visitors, per browser.
CREATE TABLE review_votes (
  -- ON DELETE CASCADE: votes mean nothing without their review.
  review_id  integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  -- 'user:<id>' or 'browser:<random id from a cookie>': the key that makes a vote unique.
  voter_key  text NOT NULL CHECK (voter_key ~ '^(user|browser):[A-Za-z0-9_-]{1,64}$'),
  -- ON DELETE SET NULL: the vote still counted when the account is gone.
  user_id    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, voter_key)
);
