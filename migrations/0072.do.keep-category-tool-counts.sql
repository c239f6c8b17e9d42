-- Each category's number of tools, kept by the statements that change it rather than counted on every read: at 100k
-- tools, GET /api/categories (the home page, the directory's filters) read ~100k tool rows for its counts, 250 ms a
-- request, and the admin's category list as many.
CREATE TABLE category_tool_counts (
  category_id integer PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  -- Every tool filed under the category, whatever its status (the admin's list).
  tool_count integer NOT NULL DEFAULT 0 CHECK (tool_count >= 0),
  -- The tools the public site lists: active and not discontinued.
  listed_count integer NOT NULL DEFAULT 0 CHECK (listed_count >= 0)
);

-- A row for every category from its start, so that the tools' triggers only ever add to rows that exist.
CREATE FUNCTION category_tool_counts_start() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_tool_counts (category_id) SELECT id FROM new_categories ORDER BY id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_tool_counts_start AFTER INSERT ON categories REFERENCING NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_tool_counts_start();

-- Adds to categories' counts: (category, tools, listed tools) triples, summed per category. Rows are locked in category
-- order, as every writer locks them, so that concurrent writers cannot deadlock; a category whose sum is nought is
-- neither locked nor written (a click, a new description: an update that moves no tool between counts).
CREATE FUNCTION category_tool_counts_add(category_ids integer[], tools integer[], listed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed_ids integer[];
  changed_tools integer[];
  changed_listed integer[];
BEGIN
  SELECT array_agg(id ORDER BY id), array_agg(t ORDER BY id), array_agg(l ORDER BY id)
  INTO changed_ids, changed_tools, changed_listed
  FROM (
    SELECT id, sum(t)::int AS t, sum(l)::int AS l FROM unnest(category_ids, tools, listed) AS u(id, t, l)
    WHERE id IS NOT NULL GROUP BY id HAVING sum(t) <> 0 OR sum(l) <> 0
  ) AS summed;
  IF changed_ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM FROM category_tool_counts WHERE category_id = ANY(changed_ids) ORDER BY category_id FOR NO KEY UPDATE;
  UPDATE category_tool_counts c SET tool_count = c.tool_count + d.t, listed_count = c.listed_count + d.l
  FROM unnest(changed_ids, changed_tools, changed_listed) AS d(id, t, l)
  WHERE c.category_id = d.id;
END;
$$;

-- What a statement's tools brought to their categories and took from them. A transition table belongs to one event,
-- hence a trigger for each, and a branch here for each.
CREATE FUNCTION category_tool_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  tools integer[];
  listed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE category_tool_counts SET tool_count = 0, listed_count = 0 WHERE tool_count <> 0 OR listed_count <> 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(category_id), array_agg(1), array_agg((status = 'active' AND discontinued_at IS NULL)::int)
    INTO ids, tools, listed FROM added_tools;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(category_id), array_agg(-1), array_agg(-(status = 'active' AND discontinued_at IS NULL)::int)
    INTO ids, tools, listed FROM removed_tools;
  ELSE
    SELECT array_agg(category_id), array_agg(tool), array_agg(listed_tool) INTO ids, tools, listed
    FROM (
      SELECT category_id, 1 AS tool, (status = 'active' AND discontinued_at IS NULL)::int AS listed_tool
      FROM added_tools
      UNION ALL
      SELECT category_id, -1, -(status = 'active' AND discontinued_at IS NULL)::int FROM removed_tools
    ) AS moved;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM category_tool_counts_add(ids, tools, listed);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_tool_counts_insert AFTER INSERT ON tools REFERENCING NEW TABLE AS added_tools
  FOR EACH STATEMENT EXECUTE FUNCTION category_tool_counts_apply();
CREATE TRIGGER category_tool_counts_update AFTER UPDATE ON tools
  REFERENCING OLD TABLE AS removed_tools NEW TABLE AS added_tools
  FOR EACH STATEMENT EXECUTE FUNCTION category_tool_counts_apply();
CREATE TRIGGER category_tool_counts_delete AFTER DELETE ON tools REFERENCING OLD TABLE AS removed_tools
  FOR EACH STATEMENT EXECUTE FUNCTION category_tool_counts_apply();
CREATE TRIGGER category_tool_counts_truncate AFTER TRUNCATE ON tools
  FOR EACH STATEMENT EXECUTE FUNCTION category_tool_counts_apply();

-- The counts as they stand.
INSERT INTO category_tool_counts (category_id, tool_count, listed_count)
SELECT c.id, count(t.id), count(t.id) FILTER (WHERE t.status = 'active' AND t.discontinued_at IS NULL)
FROM categories c LEFT JOIN tools t ON t.category_id = c.id
GROUP BY c.id;
