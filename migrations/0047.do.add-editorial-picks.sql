-- Editorial picks beside the seed catalog: a notability tier per tool that "popular" order starts from, and the
-- seed sets that apply the picks.

-- An editorial notability tier (0 = none, 1-3 = well known … household name), set by admins and by the seed
-- (db/data/catalog/notability.editorial.json). A fresh catalog has no reviews or clicks, so without it "popular"
-- is alphabetical and the tools people look for first sit pages deep.
ALTER TABLE tools ADD COLUMN notability smallint NOT NULL DEFAULT 0 CHECK (notability BETWEEN 0 AND 3);

-- The prior joins the stored popularity (migration 0020), so sorting and tool_search (kept by the triggers of
-- migration 0025) read it as before, with no join. Half a point per tier: the top tier (1.5) is worth about five
-- five-star reviews or 400 clicks, so real signals overtake it. Dropped and added again rather than altered with
-- SET EXPRESSION, which needs Postgres 17; no index reads tools.popularity (migration 0025 dropped them), and every
-- tool has notability 0 here, so tool_search's copies of the values stay right.
ALTER TABLE tools DROP COLUMN popularity;
ALTER TABLE tools ADD COLUMN popularity float8 NOT NULL
  GENERATED ALWAYS AS (ln(1 + review_count) * rating::float8 / 5 + ln(1 + click_count) / 4 + notability / 2.0) STORED;

-- The editorial picks are seed sets of their own (db/src/seed/editorial.ts, db/src/seed/bundles.ts), so a database
-- seeded before they existed gets them once too: featured tools, notability tiers, the curated bundles.
ALTER TABLE seed_history DROP CONSTRAINT seed_history_name_check;
ALTER TABLE seed_history ADD CONSTRAINT seed_history_name_check
  CHECK (name IN ('catalog', 'tasks', 'task-keywords', 'tutorials', 'demo', 'featured-tools', 'notability', 'bundles'));
