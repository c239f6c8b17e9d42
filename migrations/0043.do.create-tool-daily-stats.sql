-- What visitors did with each tool, a row per tool and UTC day: "Visit Website" clicks, compare adds and Magic Kit
-- inclusions, written in batches by the API's event counters (api/src/routes/tool-events). Their makers read them
-- by the week on /dashboard/tools/{slug}. Saves are not here: saved_tools has their dates already.
CREATE TABLE tool_daily_stats (
  -- ON DELETE CASCADE: the figures mean nothing without their tool.
  tool_id        integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  day            date NOT NULL,
  clicks         integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  compare_adds   integer NOT NULL DEFAULT 0 CHECK (compare_adds >= 0),
  kit_inclusions integer NOT NULL DEFAULT 0 CHECK (kit_inclusions >= 0),
  PRIMARY KEY (tool_id, day)
);
-- The maker's weekly figures count a tool's saves by date.
CREATE INDEX saved_tools_tool_created_idx ON saved_tools (tool_id, created_at);
DROP INDEX saved_tools_tool_id_idx; -- covered by the index above
