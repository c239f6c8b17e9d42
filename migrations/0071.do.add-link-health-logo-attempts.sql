-- Logos collected by the link checker (issue 39): when it last looked for a tool's icon on its website, and why
-- nothing came of it, so that a site without a usable icon is asked again only after a while, not on every run.
-- Columns of tool_link_health rather than of `tools`, for the reasons given in migration 0065.
ALTER TABLE tool_link_health
  -- NULL: never tried (or the tool had a logo whenever its site was checked).
  ADD COLUMN logo_tried_at timestamptz,
  -- Why the last try found no logo, for admins; NULL after a try that found one.
  ADD COLUMN logo_problem text;
