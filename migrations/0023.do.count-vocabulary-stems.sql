-- The text index matches stems ("model" for both "model" and "models"), while the vocabulary counts spellings. A
-- search's plan (read the table in order, or list the matches through the text index; try the statement for few
-- matches first) rests on how many tools each of its words matches: "generator model" was taken for 3 % of a 100k
-- catalog from its two spellings' counts, matched 24 % through its two stems, and went through the index at
-- 11 ms instead of reading the table in 4. Each vocabulary word keeps its stem, so a word's count can be the sum of
-- the counts of the words sharing its stem (an upper bound: a tool using two of them counts twice).
CREATE FUNCTION search_stem(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- The kitly configuration's dictionary for words (migration 0011); none for a stop word.
AS $$ SELECT (ts_lexize('english_stem', word))[1] $$;

-- A plain column, written when a word is added: every change of a tool's text updates the counts of its words, and
-- a generated column, computed again at each of those updates, made row-by-row inserts into a 10k catalog 15-20 %
-- slower.
ALTER TABLE search_vocabulary ADD COLUMN stem text COLLATE "C";
UPDATE search_vocabulary SET stem = search_stem(word);
CREATE INDEX search_vocabulary_stem_idx ON search_vocabulary (stem);

-- As in migration 0020, with the stem of each word added.
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
    INSERT INTO search_vocabulary AS v (word, doc_count, stem)
    SELECT word, n, search_stem(word) FROM unnest(changed_words, changed_counts) WITH ORDINALITY AS c(word, n, position)
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
