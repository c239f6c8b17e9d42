-- Changes that an external search index (Meilisearch) has to catch up with. Triggers write a row in the
-- same transaction as each change, so the index never misses a committed change; a worker drains the
-- table in batches, and rows stay until the index has accepted them (restarts and outages lose nothing).
CREATE TABLE search_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity          text NOT NULL CHECK (entity IN ('tool', 'category', 'bundle', 'post')),
  entity_id       integer NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  -- Failed batches wait (exponential backoff) before the next try.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_outbox_due_idx ON search_outbox (next_attempt_at, id);

-- Wakes the worker at once (LISTEN search_outbox) instead of waiting for its next poll.
CREATE FUNCTION search_outbox_notify() RETURNS void
LANGUAGE sql AS $$ SELECT pg_notify('search_outbox', '') $$;

-- Tools: statement-level, so a bulk import enqueues in one INSERT. Click counts alone do not enqueue
-- (they change on every "Visit Website"; the index catches up with them at the tool's next change).
CREATE FUNCTION search_outbox_tools() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_outbox (entity, entity_id) SELECT 'tool', id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_outbox (entity, entity_id) SELECT 'tool', id FROM old_rows;
  ELSE
    INSERT INTO search_outbox (entity, entity_id)
    SELECT 'tool', n.id FROM new_rows n JOIN old_rows o USING (id)
    WHERE (o.name, o.slug, o.status, o.tags, o.category_id, o.category_name, o.short_description, o.description,
           o.features, o.search_keywords, o.pricing_model, o.is_featured, o.rating, o.review_count, o.logo_url)
          IS DISTINCT FROM
          (n.name, n.slug, n.status, n.tags, n.category_id, n.category_name, n.short_description, n.description,
           n.features, n.search_keywords, n.pricing_model, n.is_featured, n.rating, n.review_count, n.logo_url);
  END IF;
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER tools_search_outbox_insert AFTER INSERT ON tools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tools();
CREATE TRIGGER tools_search_outbox_update AFTER UPDATE ON tools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tools();
CREATE TRIGGER tools_search_outbox_delete AFTER DELETE ON tools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_tools();

-- Categories, bundles and posts change rarely: a row trigger each. TG_ARGV[0] names the entity.
CREATE FUNCTION search_outbox_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (entity, entity_id)
  VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER categories_search_outbox AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION search_outbox_row('category');
CREATE TRIGGER bundles_search_outbox AFTER INSERT OR UPDATE OR DELETE ON bundles
  FOR EACH ROW EXECUTE FUNCTION search_outbox_row('bundle');
CREATE TRIGGER posts_search_outbox AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION search_outbox_row('post');

-- A bundle's document lists its tools, so changing the list re-indexes the bundle.
CREATE FUNCTION search_outbox_bundle_tools() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (entity, entity_id)
  VALUES ('bundle', CASE WHEN TG_OP = 'DELETE' THEN OLD.bundle_id ELSE NEW.bundle_id END);
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER bundle_tools_search_outbox AFTER INSERT OR UPDATE OR DELETE ON bundle_tools
  FOR EACH ROW EXECUTE FUNCTION search_outbox_bundle_tools();
