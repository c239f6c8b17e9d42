-- What the admin tool search (GET /api/admin/tools?q=) tests of every candidate, in narrow rows: the words inside the
-- name, the slug or the short description, and the name's likeness for typos. pg_trgm splits a phrase into words,
-- so for "ai model" every tool with both words is a trigram candidate (7.5k at 100k tools, 10.5k for "agents
-- agents."), and each was checked on its ~2 KB `tools` row: a page read for every candidate, 35-145 ms a search
-- when warm. Here a row is ~200 bytes (19 MB at 100k tools): the same candidates are checked in a fifth of the
-- pages, LIKE on text lower-cased once, 3-20 ms; only the matches are read from `tools`.
CREATE TABLE admin_tool_text (
  id integer PRIMARY KEY,
  name_normalized text NOT NULL,
  -- admin_tool_searched_text's: the normalized name, the slug and the short description, lower-cased.
  searched text NOT NULL
);

-- The texts joined by the unit separator (U+001F), a control character no one types in a search: a phrase is found in
-- one of them, never across two, as the three ILIKEs it replaces found it. LIKE on it is ILIKE on each: for UTF-8,
-- ILIKE is LIKE on both sides lower-cased, and a search's words are normalized (lower-cased) already.
CREATE FUNCTION admin_tool_searched_text(name_normalized text, slug text, short_description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT name_normalized || chr(31) || lower(slug) || chr(31) || lower(short_description) $$;

-- Kept in step by statement triggers (as tool_search, migration 0025): an import of 10k tools adds one insert. An
-- update writes only the tools whose searched texts changed (a click, a rating, a new logo write nothing here).
CREATE FUNCTION admin_tool_text_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE admin_tool_text;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM admin_tool_text WHERE id IN (SELECT id FROM removed_tools);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO admin_tool_text (id, name_normalized, searched)
    SELECT id, name_normalized, admin_tool_searched_text(name_normalized, slug, short_description)
    FROM added_tools ORDER BY id;
  ELSE
    INSERT INTO admin_tool_text AS a (id, name_normalized, searched)
    SELECT n.id, n.name_normalized, admin_tool_searched_text(n.name_normalized, n.slug, n.short_description)
    FROM added_tools n JOIN removed_tools o ON o.id = n.id
    WHERE (n.name_normalized, n.slug, n.short_description) IS DISTINCT FROM (o.name_normalized, o.slug, o.short_description)
    ORDER BY n.id
    ON CONFLICT (id) DO UPDATE SET name_normalized = EXCLUDED.name_normalized, searched = EXCLUDED.searched;
  END IF;
  RETURN NULL;
END;
$$;

-- A transition table belongs to one event, hence a trigger for each.
CREATE TRIGGER admin_tool_text_insert AFTER INSERT ON tools REFERENCING NEW TABLE AS added_tools
  FOR EACH STATEMENT EXECUTE FUNCTION admin_tool_text_apply();
CREATE TRIGGER admin_tool_text_update AFTER UPDATE ON tools
  REFERENCING OLD TABLE AS removed_tools NEW TABLE AS added_tools
  FOR EACH STATEMENT EXECUTE FUNCTION admin_tool_text_apply();
CREATE TRIGGER admin_tool_text_delete AFTER DELETE ON tools REFERENCING OLD TABLE AS removed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION admin_tool_text_apply();
CREATE TRIGGER admin_tool_text_truncate AFTER TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION admin_tool_text_apply();

INSERT INTO admin_tool_text (id, name_normalized, searched)
SELECT id, name_normalized, admin_tool_searched_text(name_normalized, slug, short_description) FROM tools ORDER BY id;

CREATE INDEX admin_tool_text_searched_trgm_idx ON admin_tool_text USING gin (searched gin_trgm_ops);
CREATE INDEX admin_tool_text_name_trgm_idx ON admin_tool_text USING gin (name_normalized gin_trgm_ops);
ANALYZE admin_tool_text;

-- The search no longer reads these (an import no longer writes them either); the name's trigram index on `tools`
-- stays: the review search and the public name lookups read it.
DROP INDEX tools_slug_trgm_idx;
DROP INDEX tools_short_description_trgm_idx;
