-- Articles a signed-in user saved to read later (visitors keep theirs in the browser until they sign in).
CREATE TABLE saved_posts (
  -- ON DELETE CASCADE on both sides: the saved row only links a user to a post.
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_id    integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, post_id)
);
-- Deleting a post finds its saves through this index, not a scan of every user's list.
CREATE INDEX saved_posts_post_id_idx ON saved_posts (post_id);
