-- The Terms of Service and Privacy Policy as admins edit them, in Markdown. NULL: the built-in text
-- (api/src/content/legal-pages.ts), so a fresh site has sensible pages and an admin can return to them.
ALTER TABLE site_settings
  ADD COLUMN terms_markdown   text CHECK (length(terms_markdown) <= 50000),
  ADD COLUMN privacy_markdown text CHECK (length(privacy_markdown) <= 50000);
