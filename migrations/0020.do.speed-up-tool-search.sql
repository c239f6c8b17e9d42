-- Search speed at 100k tools (benchmarks G5, G8, G10) and cheap vocabulary upkeep during bulk imports.

-- Typo correction's trigram indexes on the vocabulary, both partial so that neither serves `word = …`: the planner
-- costs a trigram probe below a btree one, but an equality probe of the GiST signature tree reads most of the index
-- (1-100 ms at 100k words, against 0.05 ms for the primary key). Every search paid it for each query word, and the
-- vocabulary triggers for each word of each changed tool. Queries repeat an index's predicate to use it.
-- - GIN, for `word % $1` (trigram similarity ≥ 0.3): reads the posting lists of the word's trigrams, ~90 pages.
--   It finds the corrections of nearly every typo; its predicate differs from the GiST one so that the planner
--   cannot answer `%` with the GiST index (which reads all of its ~1,000 pages at 100k words).
-- - GiST, for the nearest words by trigram distance (`ORDER BY word <-> $1`): the fallback when `%` finds no word
--   within the allowed edits (a swap of two letters in a short word shares too few trigrams).
-- The shortest possible correction has 4 letters (5 letters, minus one edit).
DROP INDEX search_vocabulary_word_trgm_idx;
CREATE INDEX search_vocabulary_word_trgm_idx ON search_vocabulary USING gist (word gist_trgm_ops)
  WHERE length(word) >= 4;
CREATE INDEX search_vocabulary_word_similarity_idx ON search_vocabulary USING gin (word gin_trgm_ops)
  WHERE length(word) >= 3;

-- The popularity prior, stored: sorting and tie-breaking read it instead of computing two logarithms per row,
-- and the "popular" listing (no query) is read in index order instead of sorting every active tool.
ALTER TABLE tools ADD COLUMN popularity float8 NOT NULL
  GENERATED ALWAYS AS (ln(1 + review_count) * rating::float8 / 5 + ln(1 + click_count) / 4) STORED;
CREATE INDEX tools_popularity_idx ON tools (popularity DESC, id) WHERE status = 'active';

-- Removing words joined two CTEs whose sizes the planner cannot see (an SRF per text): it chose a nested loop
-- comparing every removed word with every other (21k words from 3k tools: 458M comparisons, minutes). The words
-- and counts are now arrays, which the planner sizes, and each statement probes the primary key.
CREATE OR REPLACE FUNCTION search_vocabulary_add(delta integer, texts text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed_words text[];
  changed_counts integer[];
BEGIN
  IF cardinality(texts) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO changed_words, changed_counts
  FROM (SELECT w, count(*)::int AS n FROM unnest(texts) AS t, search_words(t) AS w GROUP BY w) AS counted;
  IF changed_words IS NULL THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    -- In word order, so that concurrent writers lock vocabulary rows in the same order and cannot deadlock.
    INSERT INTO search_vocabulary AS v (word, doc_count)
    SELECT word, n FROM unnest(changed_words, changed_counts) WITH ORDINALITY AS c(word, n, position)
    ORDER BY position
    ON CONFLICT (word) DO UPDATE SET doc_count = v.doc_count + EXCLUDED.doc_count;
  ELSE
    -- Not an INSERT … ON CONFLICT: that checks doc_count >= 0 on the proposed (negative) row and fails.
    -- Locked in word order first, as the insert above does.
    PERFORM FROM search_vocabulary WHERE word = ANY(changed_words) ORDER BY word FOR UPDATE;
    UPDATE search_vocabulary v SET doc_count = v.doc_count - c.n
    FROM unnest(changed_words, changed_counts) AS c(word, n)
    WHERE v.word = c.word;
    DELETE FROM search_vocabulary WHERE doc_count = 0 AND word = ANY(changed_words);
  END IF;
END;
$$;
