-- The admin tools list sorted by name, read from its index alone (migration 0068 meant it to be). An index on an
-- expression gives an index-only scan only when the columns the expression reads are in the index too: without
-- `name`, a name-sorted page read each tool's wide row (about 2 kB) for every entry it passed, filtered out or
-- skipped by the offset included (3,300 rows for a filtered page at offset 950 of 100k tools).
DROP INDEX tools_lower_name_idx;
CREATE INDEX tools_lower_name_idx ON tools (lower(name), id) INCLUDE (status, pricing_model, is_featured, category_id, name);
