-- Deleting thousands of tools at once (one statement) spent most of its time in the vocabulary trigger: taking 3,000
-- tools' words away updated ~20k vocabulary rows, and each update wrote a new row version on another page, with new
-- entries in the word's trigram GIN and GiST indexes (migration 0020) and its stem index; the words whose count fell
-- to zero were updated first and deleted after. Two changes, for the same resulting vocabulary:

-- Free room in every page, so that a count's new version fits beside the old one: a heap-only (HOT) update, which
-- touches no index since no index covers doc_count. Upserts of words that tools add gain the same way. CLUSTER
-- rewrites the table now (at the new fill factor, in word order, the order the triggers lock and change words in);
-- pages written later keep the room, and page pruning frees it again after each change.
ALTER TABLE search_vocabulary SET (fillfactor = 50);
CLUSTER search_vocabulary USING search_vocabulary_pkey;

-- As in migration 0023, but removing words: the words whose last tools go are deleted at once instead of updated to
-- zero first, and only the others are updated.
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
    -- Locked in word order first, as the insert above does.
    PERFORM FROM search_vocabulary WHERE word = ANY(changed_words) ORDER BY word FOR UPDATE;
    DELETE FROM search_vocabulary v
    USING unnest(changed_words, changed_counts) AS c(word, n)
    WHERE v.word = c.word AND v.doc_count = c.n;
    -- Not an INSERT … ON CONFLICT: that checks doc_count >= 0 on the proposed (negative) row and fails. A count
    -- that would fall below zero still fails the table's check here.
    UPDATE search_vocabulary v SET doc_count = v.doc_count - c.n
    FROM unnest(changed_words, changed_counts) AS c(word, n)
    WHERE v.word = c.word;
  END IF;
END;
$$;
