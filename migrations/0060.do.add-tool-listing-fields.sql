-- What a directory listing says about a tool beyond its description and features (issue 42): its use cases, the
-- platforms it runs on, whether it has an API, whether it is open source and under which licence, the company
-- behind it, and the date of the editorial listing it came from (db/data/catalog/listings/).

ALTER TABLE tools
  ADD COLUMN use_cases text[] NOT NULL DEFAULT '{}',
  -- The values the directory filters by (PLATFORMS in db/src/seed/listings.ts); no NULL items.
  ADD COLUMN platforms text[] NOT NULL DEFAULT '{}'
    CHECK (platforms <@ ARRAY['web', 'ios', 'android', 'desktop', 'api', 'browser-extension', 'self-hosted']
           AND array_position(platforms, NULL) IS NULL),
  -- NULL when nothing makes it certain either way: never guessed, like pricing_model.
  ADD COLUMN has_api boolean,
  ADD COLUMN open_source boolean NOT NULL DEFAULT false,
  -- An SPDX identifier ("MIT", "Apache-2.0").
  ADD COLUMN license text CHECK (length(btrim(license)) BETWEEN 1 AND 60),
  ADD COLUMN company text CHECK (length(btrim(company)) BETWEEN 1 AND 120),
  -- The as_of date of the editorial listing the seed applied (NULL: none applied). The seed applies a listing only
  -- to tools that have none yet and that no admin has edited (db/src/seed/listings.ts).
  ADD COLUMN editorial_as_of date;

-- Use cases join the lowest-weight document (D) beside the features, as in migration 0030 otherwise. No tool has
-- any yet, so no document changes and nothing is rebuilt.
CREATE OR REPLACE FUNCTION tools_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_name := (SELECT name FROM categories WHERE id = NEW.category_id);
  NEW.name_normalized := search_normalize(NEW.name);
  NEW.search_text := search_normalize(concat_ws(' ', NEW.name, search_name_terms(NEW.name),
    array_to_string(NEW.tags, ' '), NEW.category_name, NEW.short_description, NEW.description,
    array_to_string(NEW.features, ' '), array_to_string(NEW.use_cases, ' '), NEW.search_keywords));
  NEW.search_vector :=
       setweight(to_tsvector('kitly', concat_ws(' ', NEW.name, search_name_terms(NEW.name))), 'A')
    || setweight(to_tsvector('kitly', concat_ws(' ', array_to_string(NEW.tags, ' '), NEW.category_name)), 'B')
    || setweight(to_tsvector('kitly', NEW.short_description), 'C')
    || setweight(to_tsvector('kitly', concat_ws(' ', NEW.description, array_to_string(NEW.features, ' '),
                                                array_to_string(NEW.use_cases, ' '), NEW.search_keywords)), 'D');
  RETURN NEW;
END;
$$;
DROP TRIGGER tools_refresh_search ON tools;
CREATE TRIGGER tools_refresh_search
  BEFORE INSERT OR UPDATE OF name, tags, category_id, short_description, description, features, use_cases,
                             search_keywords
  ON tools FOR EACH ROW EXECUTE FUNCTION tools_refresh_search();

-- The directory's platform, "Has API" and "Open source" filters are read where searches read the other filters.
-- Fixed-width flags beside the others; the platforms array (a few short words) before the document, which stays last.
ALTER TABLE tool_search
  ADD COLUMN has_api boolean,
  ADD COLUMN open_source boolean NOT NULL DEFAULT false,
  ADD COLUMN platforms text[] NOT NULL DEFAULT '{}';

-- As in migration 0026, with the new columns.
CREATE OR REPLACE FUNCTION tool_search_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tool_search AS s (id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
                                search_vector, has_api, open_source, platforms)
  SELECT id, category_id, popularity, is_featured, status, pricing_model, name_normalized, search_vector, has_api,
         open_source, platforms
  FROM written_tools
  ORDER BY popularity DESC, id
  ON CONFLICT (id) DO UPDATE SET
    category_id = EXCLUDED.category_id, popularity = EXCLUDED.popularity, is_featured = EXCLUDED.is_featured,
    status = EXCLUDED.status, pricing_model = EXCLUDED.pricing_model, name_normalized = EXCLUDED.name_normalized,
    search_vector = EXCLUDED.search_vector, has_api = EXCLUDED.has_api, open_source = EXCLUDED.open_source,
    platforms = EXCLUDED.platforms
  -- An update that leaves the searched columns as they were (a new logo, a review's text) writes nothing here.
  WHERE (s.category_id, s.popularity, s.is_featured, s.status, s.pricing_model, s.name_normalized, s.search_vector,
         s.has_api, s.open_source, s.platforms)
        IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.popularity, EXCLUDED.is_featured, EXCLUDED.status,
                          EXCLUDED.pricing_model, EXCLUDED.name_normalized, EXCLUDED.search_vector, EXCLUDED.has_api,
                          EXCLUDED.open_source, EXCLUDED.platforms);
  RETURN NULL;
END;
$$;

-- As in migration 0012, with the fields a Meilisearch document now carries (the filters, and use cases in its body).
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
           o.use_cases, o.platforms, o.has_api, o.open_source)
          IS DISTINCT FROM
          (n.name, n.slug, n.status, n.tags, n.category_id, n.category_name, n.short_description, n.description,
           n.features, n.search_keywords, n.pricing_model, n.is_featured, n.rating, n.review_count, n.logo_url,
           n.use_cases, n.platforms, n.has_api, n.open_source);
  END IF;
  PERFORM search_outbox_notify();
  RETURN NULL;
END;
$$;
