-- Visitors' reports of a problem with a tool listing (a dead link, wrong pricing, …): the admins' queue at
-- /admin/reports. No account is needed; one report per visitor, tool and day (api/src/routes/tool-reports).
CREATE TABLE tool_reports (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a deleted tool's reports have nothing left to triage.
  tool_id     integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  reason      text NOT NULL CHECK (reason IN ('dead_link', 'wrong_pricing', 'duplicate', 'misleading', 'other')),
  note        text CHECK (length(note) <= 1000),
  state       text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'resolved', 'dismissed')),
  -- ON DELETE SET NULL: the report stays on record when its reporter's account is deleted.
  reporter_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- A keyed hash (HMAC-SHA256, hex) of the visitor (account, else address) and the day: enough to refuse a
  -- second report that day, never the address itself, and not linkable from one day or tool to the next.
  visitor_key text NOT NULL CHECK (visitor_key ~ '^[0-9a-f]{64}$'),
  -- The UTC day the report was made, the day the once-a-day rule counts in.
  reported_on date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  -- ON DELETE SET NULL: a decision stays on record when the admin who made it leaves.
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- "Other" says nothing by itself: the visitor must say what is wrong.
  CONSTRAINT tool_reports_other_has_note CHECK (reason <> 'other' OR length(btrim(note)) > 0),
  CONSTRAINT tool_reports_decided_when_closed CHECK ((state = 'open') = (resolved_at IS NULL))
);
-- The once-a-day rule: a second report by the same visitor on the same tool and day is refused here.
CREATE UNIQUE INDEX tool_reports_once_a_day_key ON tool_reports (tool_id, reported_on, visitor_key);
-- The admins' queue: one state's reports grouped by tool, newest first.
CREATE INDEX tool_reports_queue_idx ON tool_reports (state, tool_id, created_at DESC);
