-- Tools get their tasks' words as search keywords as a seed set of its own, so a database whose task data was
-- seeded before the keywords existed gets them once too.
ALTER TABLE seed_history DROP CONSTRAINT seed_history_name_check;
ALTER TABLE seed_history ADD CONSTRAINT seed_history_name_check
  CHECK (name IN ('catalog', 'tasks', 'task-keywords', 'demo'));
