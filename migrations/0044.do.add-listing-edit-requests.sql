-- A verified maker's proposed change of their listing's facts (pricing model, free credit), reviewed in the
-- submissions queue before it applies (api/src/routes/makers, api/src/routes/admin/submissions). Such a row
-- names the tool it edits and the page where the maker states the pricing; it holds the proposed facts, with
-- the tool's name as the queue shows it. New-tool submissions stay as they were: no edit_of, no source_url.
ALTER TABLE tool_submissions
  -- ON DELETE CASCADE: a change to a tool that is gone has nothing left to apply to.
  ADD COLUMN edit_of integer REFERENCES tools (id) ON DELETE CASCADE,
  ADD COLUMN source_url http_url,
  ADD CONSTRAINT tool_submissions_edit_has_source CHECK ((edit_of IS NULL) = (source_url IS NULL)),
  -- An edit request goes straight to the queue: it is never a draft.
  ADD CONSTRAINT tool_submissions_edit_never_draft CHECK (edit_of IS NULL OR state <> 'draft'),
  -- An edit changes facts only: it carries no description of its own.
  DROP CONSTRAINT tool_submissions_complete_when_sent,
  ADD CONSTRAINT tool_submissions_complete_when_sent
    CHECK (state = 'draft' OR (name IS NOT NULL AND submitted_at IS NOT NULL
                               AND (edit_of IS NOT NULL OR short_description IS NOT NULL)));
-- At most one open edit request per tool: a newer proposal replaces the open one instead of queueing another.
CREATE UNIQUE INDEX tool_submissions_open_edit_idx ON tool_submissions (edit_of)
  WHERE state IN ('submitted', 'in_review', 'changes_requested');
