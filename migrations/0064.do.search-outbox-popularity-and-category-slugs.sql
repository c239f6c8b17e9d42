-- Meilisearch orders "popular" listings, and breaks relevance ties, by the popularity prior, and filters and counts
-- tools by their category's slug: both must reach its index like every other field it ranks or filters on.
-- Popularity follows reviews, clicks and notability; a click now enqueues its tool (one small row; the worker applies
-- each tool once per batch, however many clicks it got). created_at orders "newest". The listing fields of migration
-- 0060 stay in the comparison.
CREATE OR REPLACE FUNCTION search_outbox_tools() RETURNS trigger
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
           o.features, o.search_keywords, o.pricing_model, o.is_featured, o.rating, o.review_count, o.logo_url,
           o.use_cases, o.platforms, o.has_api, o.open_source, o.popularity, o.created_at)
          IS DISTINCT FROM
          (n.name, n.slug, n.status, n.tags, n.category_id, n.category_name, n.short_description, n.description,
           n.features, n.search_keywords, n.pricing_model, n.is_featured, n.rating, n.review_count, n.logo_url,
           n.use_cases, n.platforms, n.has_api, n.open_source, n.popularity, n.created_at);
  END IF;
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;

-- A category's new slug changes the documents of its tools (the category filter and facet read it).
CREATE FUNCTION search_outbox_category_tools() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (entity, entity_id) SELECT 'tool', id FROM tools WHERE category_id = NEW.id;
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
CREATE TRIGGER categories_search_outbox_tools AFTER UPDATE OF slug ON categories
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION search_outbox_category_tools();
