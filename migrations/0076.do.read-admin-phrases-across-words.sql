-- The admin tool search finds a phrase anywhere in admin_tool_text.searched by LIKE, through its trigram index. pg_trgm
-- makes the trigrams of each word apart, so the candidates of a phrase of common words ("with an", "for for", "ai
-- agent.") were all the tools holding each of its words, 8-60k at 100k tools, each checked again: 12-22 ms. Stored
-- with every space as U+01C2 ("ǂ", a letter no one types), a run of words is one word to pg_trgm, so a phrase
-- written the same way has trigrams across its words ("rǂf" in "forǂfor"), and the candidates are the tools holding
-- its words side by side: 6-9 ms. LIKE matches the same tools as before, the phrase's spaces being the text's.
CREATE OR REPLACE FUNCTION admin_tool_searched_text(name_normalized text, slug text, short_description text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT replace(name_normalized || chr(31) || lower(slug) || chr(31) || lower(short_description), ' ', chr(450)) $$;

-- Written again whole, without its indexes: 100k updates would leave as many dead rows and index entries.
DROP INDEX admin_tool_text_searched_trgm_idx;
DROP INDEX admin_tool_text_name_trgm_idx;
TRUNCATE admin_tool_text;
INSERT INTO admin_tool_text (id, name_normalized, searched)
SELECT id, name_normalized, admin_tool_searched_text(name_normalized, slug, short_description) FROM tools ORDER BY id;
CREATE INDEX admin_tool_text_searched_trgm_idx ON admin_tool_text USING gin (searched gin_trgm_ops);
CREATE INDEX admin_tool_text_name_trgm_idx ON admin_tool_text USING gin (name_normalized gin_trgm_ops);
-- The planner tells how many tools a phrase is in from the texts' histogram. Of 100 texts, none held "to ai" (2.8 %
-- of the tools at 100k), taken for 0.01 %: the page of that common phrase was then read by ranking all its 2,868
-- matches (23 ms) instead of reading the tools in the sort's order until 50 matched. Of 200, none holds a phrase in
-- 2 % of the tools but for a 1-in-50 chance, and each LIKE planned reads the 200 (500 cost a search at 10k tools
-- 1-3 ms of planning).
ALTER TABLE admin_tool_text ALTER COLUMN searched SET STATISTICS 200;
ANALYZE admin_tool_text;
