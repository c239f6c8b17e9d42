-- The Terms of Service and Privacy Policy as admins edit them, in Markdown. NULL: the built-in text
-- (api/src/content/legal-pages.ts), so a fresh site has sensible pages and an admin can return to them.
ALTER TABLE site_settings
  ADD COLUMN terms_markdown   text CHECK (length(terms_markdown) <= 50000),
  ADD COLUMN privacy_markdown text CHECK (length(privacy_markdown) <= 50000);

-- The site's identity, shown in the footer, the contact page, link previews and mail. The name keeps this
-- code base's; the support address and social links are empty (not shown) until an admin sets them.
ALTER TABLE site_settings
  ADD COLUMN site_name     text NOT NULL DEFAULT 'Kitly' CHECK (length(btrim(site_name)) BETWEEN 1 AND 60),
  ADD COLUMN support_email email_address,
  ADD COLUMN x_url         text CHECK (x_url ~ '^https://' AND length(x_url) <= 300),
  ADD COLUMN linkedin_url  text CHECK (linkedin_url ~ '^https://' AND length(linkedin_url) <= 300),
  ADD COLUMN github_url    text CHECK (github_url ~ '^https://' AND length(github_url) <= 300);

-- On: the tracking scripts load only after the visitor accepts them in a consent banner.
ALTER TABLE site_settings ADD COLUMN analytics_consent_banner boolean NOT NULL DEFAULT false;
