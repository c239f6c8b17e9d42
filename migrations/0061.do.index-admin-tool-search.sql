-- The admin tool search (GET /api/admin/tools?q=) finds the words inside the slug and the short description too,
-- with ILIKE '%words%'. A btree cannot serve a pattern that starts with a wildcard, so every search read all the
-- tools' rows; trigram GIN indexes serve ILIKE '%…%' (pg_trgm), and beside tools_name_trgm_idx (the name's trigram
-- index) they let the search's conditions be joined by a bitmap OR of index scans instead of a sequential scan.
-- The public search uses neither column this way (its document is the search_vector), so its plans are unchanged.
-- Each costs the bulk import a little (a GIN entry per trigram of each new row, deferred to the pending list).
CREATE INDEX tools_slug_trgm_idx ON tools USING gin (slug gin_trgm_ops);
CREATE INDEX tools_short_description_trgm_idx ON tools USING gin (short_description gin_trgm_ops);
