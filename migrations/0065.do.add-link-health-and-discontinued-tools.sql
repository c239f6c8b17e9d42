-- Link health and lifecycle (issue 39): what the link checker last found at each tool's website, and the
-- discontinued mark admins give a tool whose product is gone.

-- A table of its own, not columns of `tools`: a check run writes every tool once a day, and an update of `tools`
-- moves its updated_at (the sitemap's and the feeds' "changed"), runs its search triggers and rewrites its wide row.
CREATE TABLE tool_link_health (
  -- ON DELETE CASCADE: the findings are about the tool's link; a deleted tool has none to check.
  tool_id         integer PRIMARY KEY REFERENCES tools (id) ON DELETE CASCADE,
  checked_at      timestamptz NOT NULL,
  -- The last check that reached the site (directly or through redirects); NULL until one did.
  ok_at           timestamptz,
  status          text NOT NULL CHECK (status IN ('ok', 'redirected', 'failing', 'dead')),
  -- Where the redirects ended, offered to admins as the new website_url; only for 'redirected'.
  final_url       text CHECK ((status = 'redirected') = (final_url IS NOT NULL)),
  -- HTTP status of the last answer (NULL: none, e.g. a timeout) and why a failing check failed, for admins.
  http_status     integer,
  problem         text,
  -- Failed checks on distinct UTC days since the last OK: the third makes the link dead.
  failed_days     integer NOT NULL DEFAULT 0 CHECK (failed_days >= 0),
  last_failed_on  date
);
-- The admins' queue reads the tools whose link needs a look, newest check first.
CREATE INDEX tool_link_health_queue_idx ON tool_link_health (status, checked_at DESC) WHERE status <> 'ok';

-- When an admin marked the tool discontinued: its page stays (with a notice and its alternatives), it leaves
-- search, listings and recommendations, and /tools/discontinued lists it.
ALTER TABLE tools ADD COLUMN discontinued_at timestamptz;
-- /tools/discontinued lists the discontinued tools, most recently discontinued first.
CREATE INDEX tools_discontinued_idx ON tools (discontinued_at DESC, id) WHERE discontinued_at IS NOT NULL;

-- Searches read tool_search, and a few of them `tools` itself, with the same conditions: both carry the mark, and
-- every search asks for tools with none. NULL in nearly every row costs a bit of the null bitmap, no width.
ALTER TABLE tool_search ADD COLUMN discontinued_at timestamptz;

-- As in migration 0060, with the mark.
CREATE OR REPLACE FUNCTION tool_search_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tool_search AS s (id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
                                search_vector, has_api, open_source, platforms, discontinued_at)
  SELECT id, category_id, popularity, is_featured, status, pricing_model, name_normalized, search_vector, has_api,
         open_source, platforms, discontinued_at
  FROM written_tools
  ORDER BY popularity DESC, id
  ON CONFLICT (id) DO UPDATE SET
    category_id = EXCLUDED.category_id, popularity = EXCLUDED.popularity, is_featured = EXCLUDED.is_featured,
    status = EXCLUDED.status, pricing_model = EXCLUDED.pricing_model, name_normalized = EXCLUDED.name_normalized,
    search_vector = EXCLUDED.search_vector, has_api = EXCLUDED.has_api, open_source = EXCLUDED.open_source,
    platforms = EXCLUDED.platforms, discontinued_at = EXCLUDED.discontinued_at
  -- An update that leaves the searched columns as they were (a new logo, a review's text) writes nothing here.
  WHERE (s.category_id, s.popularity, s.is_featured, s.status, s.pricing_model, s.name_normalized, s.search_vector,
         s.has_api, s.open_source, s.platforms, s.discontinued_at)
        IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.popularity, EXCLUDED.is_featured, EXCLUDED.status,
                          EXCLUDED.pricing_model, EXCLUDED.name_normalized, EXCLUDED.search_vector, EXCLUDED.has_api,
                          EXCLUDED.open_source, EXCLUDED.platforms, EXCLUDED.discontinued_at);
  RETURN NULL;
END;
$$;

-- Meilisearch holds active tools only (search/src/meili/documents.ts): marking or unmarking one re-sends it.
-- A row trigger of its own rather than another column in search_outbox_tools: only admins change the mark.
CREATE FUNCTION search_outbox_discontinued_tool() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (entity, entity_id) VALUES ('tool', NEW.id);
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER tools_search_outbox_discontinued AFTER UPDATE OF discontinued_at ON tools
  FOR EACH ROW WHEN (OLD.discontinued_at IS DISTINCT FROM NEW.discontinued_at)
  EXECUTE FUNCTION search_outbox_discontinued_tool();
