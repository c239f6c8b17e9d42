-- A tool's search document lists its reviewed tasks (the directory's task filter and facet), so tagging a tool,
-- confirming a suggested tag or dropping one re-indexes the tool. Statement-level, like the tools' own triggers,
-- so an import tagging thousands of tools enqueues them in one INSERT. A tag removed because its tool was deleted
-- enqueues nothing: the tools trigger already enqueued the deletion.
CREATE FUNCTION search_outbox_tool_tasks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_outbox (entity, entity_id)
    SELECT DISTINCT 'tool', o.tool_id FROM old_rows o WHERE EXISTS (SELECT FROM tools t WHERE t.id = o.tool_id);
  ELSE
    INSERT INTO search_outbox (entity, entity_id) SELECT DISTINCT 'tool', tool_id FROM new_rows;
  END IF;
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER tool_tasks_search_outbox_insert AFTER INSERT ON tool_tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tool_tasks();
CREATE TRIGGER tool_tasks_search_outbox_update AFTER UPDATE ON tool_tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tool_tasks();
CREATE TRIGGER tool_tasks_search_outbox_delete AFTER DELETE ON tool_tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tool_tasks();
