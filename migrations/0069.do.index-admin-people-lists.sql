-- The admin Registered Users and Reviews lists at catalog scale (10k accounts, 50k reviews), read through indexes
-- like the tools list (migrations 0059, 0061): their searches (ILIKE '%words%', which no btree serves) by trigram
-- GIN indexes on every column `q` searches, so the conditions are joined by a bitmap OR of index scans instead of a
-- read of every row; the reviews' tool name is searched through tools_name_trgm_idx (the tools the words name, then
-- their reviews by reviews_tool_id_idx).
-- Each GIN index costs every new account or review a little (an entry per trigram, deferred to the pending list).
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_company_name_trgm_idx ON users USING gin (company_name gin_trgm_ops);
CREATE INDEX reviews_user_name_trgm_idx ON reviews USING gin (user_name gin_trgm_ops);
CREATE INDEX reviews_user_email_trgm_idx ON reviews USING gin (user_email gin_trgm_ops);
CREATE INDEX reviews_title_trgm_idx ON reviews USING gin (title gin_trgm_ops);
CREATE INDEX reviews_content_trgm_idx ON reviews USING gin (content gin_trgm_ops);
-- The sorts the screens use most besides the newest first: accounts by name, reviews by rating, with the id as
-- tie-break (api/src/lib/sql-order.ts). A name can be null and both directions put nulls last, which one btree read
-- backwards cannot give (it gives DESC NULLS FIRST), hence one index per direction; the rating is never null, so
-- its one index serves both.
CREATE INDEX users_name_idx ON users (name, id);
CREATE INDEX users_name_desc_idx ON users (name DESC NULLS LAST, id DESC);
CREATE INDEX reviews_rating_idx ON reviews (rating, id);
