-- Makers' submissions of a tool: a draft its owner edits, then a queue the admins review
-- (api/src/routes/submissions, api/src/routes/admin/submissions). Approving one creates the tool.
CREATE TABLE tool_submissions (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a submission is its maker's; a deleted account takes its drafts and requests with it.
  owner_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state              text NOT NULL DEFAULT 'draft'
                     CHECK (state IN ('draft', 'submitted', 'in_review', 'changes_requested', 'approved', 'rejected')),
  -- The tool's fields as the maker fills them; a draft may leave any of them but the URL empty.
  website_url        http_url NOT NULL,
  name               text CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  short_description  text CHECK (length(btrim(short_description)) BETWEEN 1 AND 500),
  description        text CHECK (length(description) <= 20000),
  -- ON DELETE SET NULL: a deleted category leaves the submission uncategorized, as it does tools.
  category_id        integer REFERENCES categories (id) ON DELETE SET NULL,
  task_slugs         text[] NOT NULL DEFAULT '{}',
  pricing_model      text CHECK (pricing_model IN ('Free', 'Freemium', 'Paid')),
  free_credit_info   text CHECK (length(free_credit_info) <= 1000),
  tags               text[] NOT NULL DEFAULT '{}',
  logo_url           text CHECK (length(logo_url) <= 2048),
  screenshots        text[] NOT NULL DEFAULT '{}',
  video_url          http_url,
  -- The website's registrable domain by the public suffix list (www.x.com and app.x.com → x.com, but
  -- a.github.io stays itself), computed by the API: the key of the duplicate check.
  registrable_domain text NOT NULL CHECK (length(registrable_domain) BETWEEN 1 AND 253),
  reviewer_message   text CHECK (length(reviewer_message) <= 2000),
  reject_reason      text CHECK (reject_reason IN ('spam', 'duplicate', 'not_ai', 'low_quality', 'other')),
  reject_text        text CHECK (length(reject_text) <= 2000),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- When it last entered the queue: its place in line, and what the daily submission limit counts.
  submitted_at       timestamptz,
  decided_at         timestamptz,
  -- ON DELETE SET NULL: a decision stays on record when the admin who made it leaves.
  decided_by         integer REFERENCES users (id) ON DELETE SET NULL,
  -- ON DELETE SET NULL: deleting the approved tool later leaves the submission's history.
  tool_id            integer REFERENCES tools (id) ON DELETE SET NULL,
  -- Out of draft, a submission names its tool and says what it does.
  CONSTRAINT tool_submissions_complete_when_sent
    CHECK (state = 'draft' OR (name IS NOT NULL AND short_description IS NOT NULL AND submitted_at IS NOT NULL)),
  CONSTRAINT tool_submissions_decided CHECK ((state IN ('approved', 'rejected')) = (decided_at IS NOT NULL)),
  CONSTRAINT tool_submissions_rejected_with_reason CHECK ((state = 'rejected') = (reject_reason IS NOT NULL))
);
-- The admins' queue: one state, oldest submission first (also the maker's place in line).
CREATE INDEX tool_submissions_queue_idx ON tool_submissions (state, submitted_at, id);
-- A maker's own list, newest first, and the daily limit's count.
CREATE INDEX tool_submissions_owner_idx ON tool_submissions (owner_id, created_at DESC);
-- Other submissions of the same site, shown to the reviewer as possible duplicates.
CREATE INDEX tool_submissions_domain_idx ON tool_submissions (registrable_domain);
CREATE TRIGGER tool_submissions_set_updated_at BEFORE UPDATE ON tool_submissions
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The host of a website URL, lower-cased (userinfo and port dropped). The public suffix list lives in the
-- API, not here: the API finds the tools whose host is a domain or under it by this index, then keeps those
-- whose registrable domain is the same. Nothing to keep in sync on each tool write, nothing to backfill.
CREATE FUNCTION website_host(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(substring(url FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)'));
-- Reversed with a leading dot, so "x.com and everything under it" is one prefix: reverse('.x.com') || '%'.
CREATE INDEX tools_website_host_suffix_idx ON tools (reverse('.' || website_host(website_url)) text_pattern_ops);
