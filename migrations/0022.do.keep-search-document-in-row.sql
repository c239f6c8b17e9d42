-- A search tests each candidate tool's document (`search_vector @@ query`) and ranks the ones it keeps. Postgres had
-- moved the document out of the row (TOAST) in about half of the tools of a large catalog, as the widest value of
-- rows over 2 KB, so each test first fetched it through the TOAST index: at 100k tools, a search reading 8k tools in
-- order took 33 ms instead of 12. MAIN keeps the document in the row; the description and the search text, read
-- only by the tool's page and the vocabulary triggers, leave the row first.
ALTER TABLE tools ALTER COLUMN search_vector SET STORAGE MAIN;

-- Stored documents keep their place until rewritten: rewrite them now, as they are. The triggers stay out of it:
-- no searchable text changes, and updated_at (the sitemap's last modification) must not move.
ALTER TABLE tools DISABLE TRIGGER USER;
UPDATE tools SET search_vector = search_vector || ''::tsvector;
ALTER TABLE tools ENABLE TRIGGER USER;
