/**
 * tool_search is kept in popularity order (migration 0026): a search matching more tools than it counts then counts
 * the most popular ones, and its walk of the popular tools finds little left to test (see tools.ts). Inserts keep
 * the order (new tools are the least popular); reviews and clicks wear it away, one moved row at a time, which costs
 * searches speed, never answers. Reordering rewrites the table and its indexes under a lock that holds searches
 * back meanwhile (milliseconds for the seeded catalog, 2 s at 100k tools): it runs after seeding and reindexing,
 * and only when some row is out of place (finding out takes 70 ms at 100k tools).
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'

/** Puts tool_search back in popularity order, unless it is; says whether it had to. */
export async function orderToolSearchByPopularity(db: CommonQueryMethods): Promise<boolean> {
  if ((await rowsOutOfPopularityOrder(db)) === 0) return false
  // By the index migration 0026 clusters on: popularity, most popular first, then by id.
  await db.query(sql.typeAlias('void')`CLUSTER tool_search`)
  // The planner's statistics describe the order too (the correlation its index scans are costed with).
  await db.query(sql.typeAlias('void')`ANALYZE tool_search`)
  return true
}

/** The rows physically after a row they precede in popularity order: none when the table is in that order. */
export async function rowsOutOfPopularityOrder(db: CommonQueryMethods): Promise<number> {
  return db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n
    FROM (SELECT id, popularity, lag(id) OVER physical AS before_id, lag(popularity) OVER physical AS before
          FROM tool_search WINDOW physical AS (ORDER BY ctid)) r
    WHERE (-before, before_id) > (-popularity, id)`)
}
