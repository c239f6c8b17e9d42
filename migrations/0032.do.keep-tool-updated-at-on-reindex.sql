-- The search reindex writes every tool back unchanged (`UPDATE tools SET name = name`) so its triggers refresh
-- the search documents. That is no edit: updated_at is what the sitemap publishes as a page's last change, and
-- a restore (which reindexes) must give back the rows as they were. The reindex says so with a setting local
-- to its transaction; like the click counter's exception (0015), a test in the trigger's WHEN clause costs
-- ordinary updates nothing.
DROP TRIGGER tools_set_updated_at ON tools;
CREATE TRIGGER tools_set_updated_at BEFORE UPDATE ON tools
  FOR EACH ROW WHEN (OLD.click_count IS NOT DISTINCT FROM NEW.click_count
                     AND current_setting('kitly.reindexing', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION set_updated_at();
