-- Tutorial PDFs may be uploaded: the upload store serves them under /uploads/ on our own site, a path the
-- http_url domain refuses. A tutorial's PDF is now an http(s) URL or one of our uploaded PDFs.
ALTER TABLE tool_tutorials ALTER COLUMN pdf_url TYPE text;
ALTER TABLE tool_tutorials ADD CONSTRAINT tool_tutorials_pdf_url_check CHECK (
  length(pdf_url) <= 2048
  AND (pdf_url ~* '^https?://[^\s/$.?#][^\s]*$' OR pdf_url ~ '^/uploads/[a-z0-9-]+/[A-Za-z0-9_-]+\.pdf$')
);

-- The reviewed starter tutorials are a seed set of their own, so a database seeded before they existed gets them once.
ALTER TABLE seed_history DROP CONSTRAINT seed_history_name_check;
ALTER TABLE seed_history ADD CONSTRAINT seed_history_name_check
  CHECK (name IN ('catalog', 'tasks', 'task-keywords', 'tutorials', 'demo'));
