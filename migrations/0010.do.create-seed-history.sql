-- Which seed sets have been applied, so a restart never re-adds content an admin has since deleted.
CREATE TABLE seed_history (
  name       text PRIMARY KEY CHECK (name IN ('catalog', 'demo')),
  applied_at timestamptz NOT NULL DEFAULT now()
);
