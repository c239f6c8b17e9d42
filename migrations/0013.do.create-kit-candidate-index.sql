-- The Magic Kit Builder looks up the tools whose name, tags, category or short description (weights A-C of
-- search_vector) contain a goal's telling words. Matches only in the long description are too weak to
-- be candidates, and leaving them out keeps the candidate set small at 100k tools (benchmark G11).
-- An expression index, so no column or trigger changes: ts_filter is immutable.
CREATE INDEX tools_search_vector_head_idx ON tools USING gin (ts_filter(search_vector, '{a,b,c}'));
