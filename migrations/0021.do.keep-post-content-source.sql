-- Blog posts keep the body exactly as the admin typed it (Markdown or HTML), beside the sanitized HTML in
-- `content` that the public site renders. Until now only the HTML was stored, so reopening a post in the
-- admin editor showed HTML instead of the Markdown that was written. Only the admin API reads this column;
-- the public blog routes never select it. Posts written before this change (and the seeded launch posts,
-- which are HTML already) have none, and the editor falls back to `content` for them.
ALTER TABLE posts
  ADD COLUMN content_source text CHECK (length(content_source) <= 500000);
