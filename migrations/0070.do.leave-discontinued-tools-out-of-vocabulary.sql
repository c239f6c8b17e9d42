-- A discontinued tool (migration 0065) leaves search, so its words leave the typo vocabulary too: a search must never
-- be corrected towards a word only a discontinued tool uses, and a word's count must be the number of tools a search
-- can find with it (the planner's estimate, migration 0023). A tool's words count while it is active and not
-- discontinued; marking or unmarking it updates the vocabulary in the same statement, as a status change does.
CREATE OR REPLACE FUNCTION search_vocabulary_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_vocabulary_add(1, ARRAY(
      SELECT search_text FROM new_rows WHERE status = 'active' AND discontinued_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_vocabulary_add(-1, ARRAY(
      SELECT search_text FROM old_rows WHERE status = 'active' AND discontinued_at IS NULL));
  ELSE
    -- Most updates (clicks, ratings, featuring) change no searchable text nor whether the tool counts, and leave
    -- the vocabulary alone.
    PERFORM search_vocabulary_add(-1, ARRAY(
      SELECT o.search_text FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.status = 'active' AND o.discontinued_at IS NULL
        AND (o.search_text <> n.search_text OR n.status <> 'active' OR n.discontinued_at IS NOT NULL)));
    PERFORM search_vocabulary_add(1, ARRAY(
      SELECT n.search_text FROM old_rows o JOIN new_rows n USING (id)
      WHERE n.status = 'active' AND n.discontinued_at IS NULL
        AND (o.search_text <> n.search_text OR o.status <> 'active' OR o.discontinued_at IS NOT NULL)));
  END IF;
  RETURN NULL;
END;
$$;

-- The tools discontinued before this migration still count: count every word again, as `pnpm reindex` does.
TRUNCATE search_vocabulary;
INSERT INTO search_vocabulary (word, doc_count, stem)
SELECT w, count(*)::int, search_stem(w)
FROM tools, search_words(search_text) AS w
WHERE status = 'active' AND discontinued_at IS NULL
GROUP BY w;
