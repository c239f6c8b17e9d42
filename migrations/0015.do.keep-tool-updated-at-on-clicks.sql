-- "Visit Website" clicks add to click_count about once a second on popular tools. A click is not a change
-- of the tool, and updated_at is what the sitemap publishes as a page's last modification, so an update that
-- changes click_count (only the click counter writes it) leaves updated_at alone. Cheaper than comparing the
-- whole rows, which every bulk import would pay for.
DROP TRIGGER tools_set_updated_at ON tools;
CREATE TRIGGER tools_set_updated_at BEFORE UPDATE ON tools
  FOR EACH ROW WHEN (OLD.click_count IS NOT DISTINCT FROM NEW.click_count) EXECUTE FUNCTION set_updated_at();
