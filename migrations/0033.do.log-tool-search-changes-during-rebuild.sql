-- tool_search is put back in popularity order (search/src/postgres/table-rebuild.ts) by building an ordered copy,
-- tool_search_rebuild.tool_search, beside it while searches and writes go on, then swapping the copy in under a lock
-- of a few milliseconds. The copy lives in a schema of its own so that its indexes carry their final names.
-- CLUSTER, which this replaces, rewrote the table under a lock that held every search back (2 s at 100k tools).
-- The tools written while the copy is built must reach it: triggers beside those keeping tool_search (migration
-- 0025) note their ids here while the copy exists, and the rebuild copies those rows again before the swap.
-- No key: a tool written twice is noted twice, and copied once. A NULL id says tool_search was emptied.
CREATE SCHEMA tool_search_rebuild;
CREATE TABLE tool_search_changes (id integer);

-- Takes tool_search's lock before it looks for the copy, as the write beside it does, whichever trigger runs first:
-- taking a lock reads the catalog changes committed meanwhile, and the rebuild creates the copy under a lock that
-- writers wait for. So a writer either finished before the copy was created (its rows are in the copy) or sees the
-- copy and notes its ids (a catalog cache read earlier in its statement could otherwise say there is none).
CREATE FUNCTION tool_search_note_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE tool_search IN ROW EXCLUSIVE MODE;
  IF to_regclass('tool_search_rebuild.tool_search') IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO tool_search_changes (id) VALUES (NULL);
  ELSE
    INSERT INTO tool_search_changes (id) SELECT id FROM changed_tools;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tool_search_note_insert AFTER INSERT ON tools REFERENCING NEW TABLE AS changed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_note_changes();
CREATE TRIGGER tool_search_note_update AFTER UPDATE ON tools REFERENCING NEW TABLE AS changed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_note_changes();
CREATE TRIGGER tool_search_note_delete AFTER DELETE ON tools REFERENCING OLD TABLE AS changed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_note_changes();
CREATE TRIGGER tool_search_note_truncate AFTER TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION tool_search_note_changes();
