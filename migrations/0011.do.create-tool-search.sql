-- Full-text search over tools: an accent-insensitive English configuration, a weighted document per
-- tool kept by a trigger, and the vocabulary that typo correction looks words up in.

CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- English stemming after accent folding, so "résumé" finds "resume".
CREATE TEXT SEARCH CONFIGURATION kitly (COPY = english);
ALTER TEXT SEARCH CONFIGURATION kitly
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

-- Lower-cased and accent-folded text, the form query words are compared in.
CREATE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- unaccent() is only STABLE because its dictionary could change; we never change it.
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))) $$;

ALTER TABLE tools
  ADD COLUMN category_name   text,
  ADD COLUMN name_normalized text NOT NULL DEFAULT '',
  -- Everything searchable as one normalized string: the vocabulary is built from it.
  ADD COLUMN search_text     text NOT NULL DEFAULT '',
  -- Weights: A name; B tags and category; C short description; D description, features, keywords.
  ADD COLUMN search_vector   tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION tools_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := (SELECT name FROM categories WHERE id = NEW.category_id);
  NEW.name_normalized := search_normalize(NEW.name);
  NEW.search_text := search_normalize(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' '), NEW.category_name,
    NEW.short_description, NEW.description, array_to_string(NEW.features, ' '), NEW.search_keywords));
  NEW.search_vector :=
       setweight(to_tsvector('kitly', NEW.name), 'A')
    || setweight(to_tsvector('kitly', concat_ws(' ', array_to_string(NEW.tags, ' '), NEW.category_name)), 'B')
    || setweight(to_tsvector('kitly', NEW.short_description), 'C')
    || setweight(to_tsvector('kitly', concat_ws(' ', NEW.description, array_to_string(NEW.features, ' '), NEW.search_keywords)), 'D');
  RETURN NEW;
END;
$$;

-- Only when searchable columns change: clicks and rating updates must stay cheap.
CREATE TRIGGER tools_refresh_search
  BEFORE INSERT OR UPDATE OF name, tags, category_id, short_description, description, features, search_keywords
  ON tools FOR EACH ROW EXECUTE FUNCTION tools_refresh_search();

-- A renamed category changes the documents of its tools (a no-op update re-runs the trigger above).
CREATE FUNCTION categories_refresh_tool_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tools SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER categories_refresh_tool_search AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_refresh_tool_search();

CREATE INDEX tools_search_vector_idx ON tools USING gin (search_vector);
-- Exact and prefix name matches rank first; text_pattern_ops serves LIKE 'prefix%'.
CREATE INDEX tools_name_normalized_idx ON tools (name_normalized text_pattern_ops);
CREATE INDEX tools_name_trgm_idx ON tools USING gin (name_normalized gin_trgm_ops);

-- Every word of every active tool, with the number of tools using it. Typo correction looks up the
-- nearest words here (trigram KNN, then edit distance), so it never scans the tools table.
CREATE TABLE search_vocabulary (
  -- Byte order, so a prefix lookup (word >= 'pho' AND word < 'php') can use the primary key.
  word      text COLLATE "C" PRIMARY KEY,
  -- Zero only inside the statement that removes the word.
  doc_count integer NOT NULL CHECK (doc_count >= 0)
);
CREATE INDEX search_vocabulary_word_trgm_idx ON search_vocabulary USING gist (word gist_trgm_ops);

CREATE FUNCTION search_words(value text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(value, '[^a-z0-9]+') AS word
  WHERE length(word) BETWEEN 2 AND 40
$$;

-- Statement-level, with transition tables: a bulk import adjusts each word once, not once per row.
-- Words are changed in sorted order so concurrent writers lock vocabulary rows in the same order.
CREATE FUNCTION search_vocabulary_add(delta integer, texts text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(texts) = 0 THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    INSERT INTO search_vocabulary AS v (word, doc_count)
    SELECT w, count(*)::int FROM unnest(texts) AS t, search_words(t) AS w GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET doc_count = v.doc_count + EXCLUDED.doc_count;
  ELSE
    -- Not an INSERT … ON CONFLICT: that checks doc_count >= 0 on the proposed (negative) row and fails.
    -- Lock in word order first, as the insert above does, so concurrent writers cannot deadlock.
    WITH removed AS (
      SELECT w AS word, count(*)::int AS n FROM unnest(texts) AS t, search_words(t) AS w GROUP BY w
    ), locked AS (
      SELECT v.word FROM search_vocabulary v JOIN removed USING (word) ORDER BY v.word FOR UPDATE
    )
    UPDATE search_vocabulary v SET doc_count = v.doc_count - removed.n
    FROM removed JOIN locked USING (word)
    WHERE v.word = removed.word;
    DELETE FROM search_vocabulary
    WHERE doc_count = 0 AND word IN (SELECT w FROM unnest(texts) AS t, search_words(t) AS w);
  END IF;
END;
$$;

CREATE FUNCTION search_vocabulary_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_vocabulary_add(1, ARRAY(SELECT search_text FROM new_rows WHERE status = 'active'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_vocabulary_add(-1, ARRAY(SELECT search_text FROM old_rows WHERE status = 'active'));
  ELSE
    -- Most updates (clicks, ratings, featuring) change no searchable text and leave the vocabulary alone.
    PERFORM search_vocabulary_add(-1, ARRAY(
      SELECT o.search_text FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.status = 'active' AND (o.search_text <> n.search_text OR n.status <> 'active')));
    PERFORM search_vocabulary_add(1, ARRAY(
      SELECT n.search_text FROM old_rows o JOIN new_rows n USING (id)
      WHERE n.status = 'active' AND (o.search_text <> n.search_text OR o.status <> 'active')));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tools_vocabulary_insert AFTER INSERT ON tools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_apply();
CREATE TRIGGER tools_vocabulary_update AFTER UPDATE ON tools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_apply();
CREATE TRIGGER tools_vocabulary_delete AFTER DELETE ON tools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_apply();
