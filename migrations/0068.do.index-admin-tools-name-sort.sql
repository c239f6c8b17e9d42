-- The admin tools list sorted by name (lower(name), id as tie-break; api/src/routes/admin/tools/queries.ts), read in
-- index order like the newest-first sort of migration 0059, with the same filter columns carried for index-only
-- pages and counts. 0059 left it out while two search tests failed beside it; their cause was ties cut in plan order
-- by the name lookups (search/src/postgres/names.ts), which now cut in a set order.
CREATE INDEX tools_lower_name_idx ON tools (lower(name), id) INCLUDE (status, pricing_model, is_featured, category_id);
