-- A search matching more tools than it counts (COUNT_CAP, search/src/postgres/tools.ts) counts the first matches in
-- tool_search's physical order and ranks the most popular of them, then walks the catalog's most popular tools for
-- the ones it did not reach. With the table in popularity order, the first matches are the most popular ones: the
-- top 20 of a two-word search at 100k tools shared 95 % of its tools with the top 20 of ranking every match, against
-- 87 % in insertion order, and the walk finds little left to test (it skips the tools before the last one counted):
-- such searches went 20-30 % faster at 100k tools (p50 3.5-4.2 against 4.9-5.5 ms, serially).
-- New tools (popularity 0) belong at the end, where inserts put them; reviews and clicks wear the order away, and
-- search/src/postgres/table-order.ts restores it (after seeding, `pnpm reindex`, and hourly in the API once worn).

-- Each statement's rows in popularity order.
CREATE OR REPLACE FUNCTION tool_search_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tool_search AS s (id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
                                search_vector)
  SELECT id, category_id, popularity, is_featured, status, pricing_model, name_normalized, search_vector
  FROM written_tools
  ORDER BY popularity DESC, id
  ON CONFLICT (id) DO UPDATE SET
    category_id = EXCLUDED.category_id, popularity = EXCLUDED.popularity, is_featured = EXCLUDED.is_featured,
    status = EXCLUDED.status, pricing_model = EXCLUDED.pricing_model, name_normalized = EXCLUDED.name_normalized,
    search_vector = EXCLUDED.search_vector
  -- An update that leaves the searched columns as they were (a new logo, a review's text) writes nothing here.
  WHERE (s.category_id, s.popularity, s.is_featured, s.status, s.pricing_model, s.name_normalized, s.search_vector)
        IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.popularity, EXCLUDED.is_featured, EXCLUDED.status,
                          EXCLUDED.pricing_model, EXCLUDED.name_normalized, EXCLUDED.search_vector);
  RETURN NULL;
END;
$$;

-- CLUSTER orders by an index that holds every row: the popularity index loses its `status = 'active'` predicate
-- (inactive tools are a few percent; the "popular" listing and the walk skip them as they read).
DROP INDEX tool_search_popularity_idx;
CREATE INDEX tool_search_popularity_idx ON tool_search (popularity DESC, id);
CLUSTER tool_search USING tool_search_popularity_idx;
ANALYZE tool_search;
