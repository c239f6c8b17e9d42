-- Names compared with a mistyped query are read by their length first: a name within two edits of the query is at
-- most two letters longer or shorter, so the lookups of search/src/postgres/names.ts read only the names of those
-- five lengths that share the query's first or last letters, from the index alone. Before, they read every name
-- sharing the letters from the table, left out the other lengths one by one and sorted the rest: at 100k tools, a
-- name mistyped at both ends took 5-13 ms to look up, against 2-4 ms now.
-- The names' own index carries the tool too, so that every lookup reads indexes alone: without it, the planner read
-- the one-edit variants of a short query (names.ts) from the length index below, skipping through every length
-- (5 ms at 100k tools, against 0.4 ms from this one).
DROP INDEX tool_names_key_idx;
CREATE INDEX tool_names_key_idx ON tool_names (name_key) INCLUDE (tool_id);
DROP INDEX tool_names_key_length_idx;
CREATE INDEX tool_names_length_key_idx ON tool_names (length(name_key), name_key) INCLUDE (tool_id);
DROP INDEX tool_names_reversed_key_idx;
-- An index-only scan of an expression needs the column it reads: name_key is included.
CREATE INDEX tool_names_length_reversed_key_idx ON tool_names (length(name_key), reverse(name_key))
  INCLUDE (tool_id, name_key);
