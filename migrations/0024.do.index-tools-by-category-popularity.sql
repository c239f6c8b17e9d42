-- A search matching more tools than it counts also tests the catalog's most popular tools, in popularity order, for
-- its best candidates (search/src/postgres/tools.ts, popularWalkFor). Within a category, walking the catalog-wide
-- popularity index skips the other categories' tools (about 24 reads for each kept at 100k tools), and sorting the
-- category's tools reads all of them: 6-24 ms at 100k tools. This index lists each category's active tools in that
-- order.
CREATE INDEX tools_category_popularity_idx ON tools (category_id, popularity DESC, id) WHERE status = 'active';
