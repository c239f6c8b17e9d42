-- The Magic Kit Builder plans a kit as steps (tasks) and picks a tool per step among the tools tagged
-- with that task. Seeded from api/data/catalog (tasks.json, project-types.json, tool-tasks.json).
CREATE TABLE tasks (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug        slug NOT NULL UNIQUE,
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  -- ON DELETE SET NULL: a task outlives its category, as tools do.
  category_id integer REFERENCES categories (id) ON DELETE SET NULL,
  synonyms    text[] NOT NULL DEFAULT '{}',
  -- Lower-case phrases that, found in a goal, ask for this task.
  triggers    text[] NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tool_tasks (
  -- ON DELETE CASCADE on both sides: the row only says that this tool does this task, so it means nothing
  -- once either is gone (a deleted tool leaves the kit planner's candidates, a dropped task its tags).
  tool_id  integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  task_id  integer NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  -- The seed's tags are checked by hand; tags proposed later (admins, imports) start unreviewed.
  reviewed boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tool_id, task_id)
);
-- The planner reads a task's tools (the primary key serves a tool's tasks).
CREATE INDEX tool_tasks_task_id_idx ON tool_tasks (task_id);

CREATE TABLE project_types (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug       slug NOT NULL UNIQUE,
  name       text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  triggers   text[] NOT NULL DEFAULT '{}',
  -- Task slugs in the order a kit covers them; slugs, not ids, so the list reads like the data file.
  steps      text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The task data is its own seed set, so a database seeded before it existed still gets it once.
ALTER TABLE seed_history DROP CONSTRAINT seed_history_name_check;
ALTER TABLE seed_history ADD CONSTRAINT seed_history_name_check CHECK (name IN ('catalog', 'tasks', 'demo'));
