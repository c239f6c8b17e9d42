-- Tools found by their names however they are typed. The text parser keeps a name such as "Vanna.ai", "llama.cpp"
-- or "Flux.1" as one host token, so neither "vanna" nor "vannaai" matched it, and a name with one typo found nothing
-- when its words were short. Each name now also has its parts and its compact form (letters and digits only,
-- "vannaai") in its weight-A document and in the vocabulary, and tool_names keeps the compact forms for lookups by
-- whole name: equal, started, or within an edit or two (search/src/postgres/names.ts).

-- The name with everything but letters and digits removed: "Vanna.ai" → "vannaai", "GPT-4o" → "gpt4o".
CREATE FUNCTION search_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT regexp_replace(search_normalize(name), '[^a-z0-9]+', '', 'g') $$;

-- The name's parts and its compact form, when they differ from the name's one word: "vanna ai vannaai".
CREATE FUNCTION search_name_terms(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN parts = search_name_key(name) THEN '' ELSE parts || ' ' || search_name_key(name) END
  FROM (SELECT btrim(regexp_replace(search_normalize(name), '[^a-z0-9]+', ' ', 'g')) AS parts) AS p
$$;

-- As in migration 0011, with the name's terms beside the name (weight A) and in the search text (the vocabulary).
CREATE OR REPLACE FUNCTION tools_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := (SELECT name FROM categories WHERE id = NEW.category_id);
  NEW.name_normalized := search_normalize(NEW.name);
  NEW.search_text := search_normalize(concat_ws(' ', NEW.name, search_name_terms(NEW.name),
    array_to_string(NEW.tags, ' '), NEW.category_name, NEW.short_description, NEW.description,
    array_to_string(NEW.features, ' '), NEW.search_keywords));
  NEW.search_vector :=
       setweight(to_tsvector('kitly', concat_ws(' ', NEW.name, search_name_terms(NEW.name))), 'A')
    || setweight(to_tsvector('kitly', concat_ws(' ', array_to_string(NEW.tags, ' '), NEW.category_name)), 'B')
    || setweight(to_tsvector('kitly', NEW.short_description), 'C')
    || setweight(to_tsvector('kitly', concat_ws(' ', NEW.description, array_to_string(NEW.features, ' '), NEW.search_keywords)), 'D');
  RETURN NEW;
END;
$$;

-- One row per tool, whatever its status (searches read the status in tool_search). Kept by statement triggers, as
-- tool_search is: an import adds its names in one insert.
CREATE TABLE tool_names (
  tool_id  integer PRIMARY KEY,
  -- Byte order, so that a prefix is a range of the index below.
  name_key text COLLATE "C" NOT NULL
);
-- Equal names, names a query starts, names one edit away (each looked up exactly), and names starting with the
-- query's first three letters (a typo's other letters compared one by one).
CREATE INDEX tool_names_key_idx ON tool_names (name_key);
-- Names ending with the query's last three letters: a name mistyped twice keeps its first or its last three.
CREATE INDEX tool_names_reversed_key_idx ON tool_names (reverse(name_key));
-- The last resort of a search that found nothing compares the names of about the query's length one by one: for a
-- long query, few.
CREATE INDEX tool_names_key_length_idx ON tool_names (length(name_key));

CREATE FUNCTION tool_names_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tool_names AS n (tool_id, name_key)
  SELECT id, search_name_key(name) FROM written_tools ORDER BY id
  ON CONFLICT (tool_id) DO UPDATE SET name_key = EXCLUDED.name_key
  -- Most updates leave the name alone and write nothing here.
  WHERE n.name_key IS DISTINCT FROM EXCLUDED.name_key;
  RETURN NULL;
END;
$$;

CREATE FUNCTION tool_names_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE tool_names;
  ELSE
    DELETE FROM tool_names WHERE tool_id IN (SELECT id FROM removed_tools);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tool_names_insert AFTER INSERT ON tools REFERENCING NEW TABLE AS written_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_names_write();
-- Every update (a trigger with a transition table takes no column list): the upsert above skips unchanged names.
CREATE TRIGGER tool_names_update AFTER UPDATE ON tools REFERENCING NEW TABLE AS written_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_names_write();
CREATE TRIGGER tool_names_delete AFTER DELETE ON tools REFERENCING OLD TABLE AS removed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_names_remove();
CREATE TRIGGER tool_names_truncate AFTER TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_names_remove();

INSERT INTO tool_names (tool_id, name_key) SELECT id, search_name_key(name) FROM tools;

-- Existing tools get their names' terms without running the other triggers (no searchable text changes for Meilisearch,
-- and updated_at, the sitemap's last modification, must not move); then the vocabulary and tool_search are rebuilt
-- from them, as a reindex does, tool_search in popularity order (migration 0026).
ALTER TABLE tools DISABLE TRIGGER USER;
UPDATE tools SET
  search_text = search_normalize(concat_ws(' ', name, search_name_terms(name), array_to_string(tags, ' '),
    category_name, short_description, description, array_to_string(features, ' '), search_keywords)),
  search_vector =
       setweight(to_tsvector('kitly', concat_ws(' ', name, search_name_terms(name))), 'A')
    || setweight(to_tsvector('kitly', concat_ws(' ', array_to_string(tags, ' '), category_name)), 'B')
    || setweight(to_tsvector('kitly', short_description), 'C')
    || setweight(to_tsvector('kitly', concat_ws(' ', description, array_to_string(features, ' '), search_keywords)), 'D')
WHERE search_name_terms(name) <> '';
ALTER TABLE tools ENABLE TRIGGER USER;

TRUNCATE search_vocabulary;
INSERT INTO search_vocabulary (word, doc_count, stem)
SELECT w, count(*)::int, search_stem(w) FROM tools, search_words(search_text) AS w WHERE status = 'active' GROUP BY w;

TRUNCATE tool_search;
INSERT INTO tool_search (id, category_id, popularity, is_featured, status, pricing_model, name_normalized, search_vector)
SELECT id, category_id, popularity, is_featured, status, pricing_model, name_normalized, search_vector
FROM tools ORDER BY popularity DESC, id;
ANALYZE tool_names;
ANALYZE tool_search;
