/**
 * tool_search is kept in popularity order (migration 0026): a search matching more tools than it counts then counts
 * the most popular ones, and its walk of the popular tools finds little left to test (see tools.ts).
 * Inserts keep the order (new tools are the least popular). A change of popularity (a click, a review) writes the
 * row again, at the table's end once its page is full, so traffic wears the order away: searches stay correct, but
 * the matches a broad search counts are no longer the most popular, and the walk reaches only the 1,000 most popular.
 * At 100k tools, one click on each of the 3,000 most popular moved them all to the end; the top 20 of head searches
 * then shared 79 % of their tools with ranking every match, against 92 % in order.
 * So the order is restored after seeding and reindexing, and checked every hour by the API (keepToolSearchOrdered).
 * Reordering rewrites the table and its indexes under a lock that holds searches back meanwhile: milliseconds for
 * the seeded catalog, 2 s at 100k tools.
 */
import type { CommonQueryMethods, DatabasePool } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'

/** How often the API checks the order. */
const CHECK_EVERY_MS = 60 * 60_000
/** The share of rows out of place (by as large a share of the table) from which the check reorders (misplacedRows). */
const WORN_SHARE = 0.01
/** How long the check waits for the table (behind an import's transaction, say) before trying again next time. */
const LOCK_WAIT_MS = 1_000
/** Taken by the process reordering, so that the API's instances check one at a time. */
const ORDER_LOCK = 'kitly:tool_search_order'

const Placement = z.object({ rows: z.number(), misplaced: z.number() })

/**
 * The rows of tool_search, and those lying further from their place in popularity order (most popular first, then
 * by id) than `toleranceShare` of the table. Without tolerance, none misplaced means the table is in order; a
 * tolerance ignores the rows a few moved rows shift by as many places.
 */
export async function misplacedRows(db: CommonQueryMethods, toleranceShare = 0): Promise<z.infer<typeof Placement>> {
  return db.one(sql.type(Placement)`
    SELECT count(*)::int AS rows,
           (count(*) FILTER (WHERE abs(place - rank) > floor(total * ${toleranceShare}::float8)))::int AS misplaced
    FROM (SELECT row_number() OVER (ORDER BY ctid) AS place, row_number() OVER (ORDER BY popularity DESC, id) AS rank,
                 count(*) OVER () AS total
          FROM tool_search) r`)
}

/**
 * Puts tool_search back in popularity order, unless it is in order (finding out takes 130 ms at 100k tools) or,
 * given `wornShare`, unless fewer than that share of its rows are further than that share from their place. Given
 * `lockTimeoutMs`, gives up (throws) rather than wait longer for the table: searches queue behind a waiting rewrite.
 * Says whether it reordered.
 */
export async function orderToolSearchByPopularity(
  db: CommonQueryMethods,
  { wornShare = 0, lockTimeoutMs }: { wornShare?: number; lockTimeoutMs?: number } = {},
): Promise<boolean> {
  const { rows, misplaced } = await misplacedRows(db, wornShare)
  if (misplaced === 0 || misplaced < rows * wornShare) return false
  await db.transaction(async (tx) => {
    if (lockTimeoutMs !== undefined) {
      await tx.query(sql.type(z.object({ setting: z.string() }))`
        SELECT set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true) AS setting`)
    }
    // By the index migration 0026 clusters on: popularity, most popular first, then by id.
    await tx.query(sql.typeAlias('void')`CLUSTER tool_search`)
  })
  // The planner's statistics describe the order too (the correlation its index scans are costed with).
  await db.query(sql.typeAlias('void')`ANALYZE tool_search`)
  return true
}

export type OrderKeeperLogger = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

/**
 * Checks every CHECK_EVERY_MS that tool_search is still in popularity order, and reorders it once traffic has moved
 * WORN_SHARE of its rows: one process at a time (an advisory lock), never waiting behind another's lock.
 */
export function keepToolSearchOrdered(
  db: DatabasePool,
  log: OrderKeeperLogger,
): { check(): Promise<boolean>; stop(): void } {
  const check = () =>
    db.connect(async (connection) => {
      const locked = await connection.oneFirst(sql.type(z.object({ locked: z.boolean() }))`
        SELECT pg_try_advisory_lock(hashtext(${ORDER_LOCK})) AS locked`)
      if (!locked) return false
      try {
        const started = performance.now()
        const reordered = await orderToolSearchByPopularity(connection, {
          wornShare: WORN_SHARE,
          lockTimeoutMs: LOCK_WAIT_MS,
        })
        if (reordered)
          log.info({ ms: Math.round(performance.now() - started) }, 'tool search rows put back in popularity order')
        return reordered
      } finally {
        await connection.query(sql.type(z.object({ unlocked: z.boolean() }))`
          SELECT pg_advisory_unlock(hashtext(${ORDER_LOCK})) AS unlocked`)
      }
    })
  const timer = setInterval(() => {
    check().catch((error: unknown) => log.warn({ err: error }, 'could not check the order of the tool search rows'))
  }, CHECK_EVERY_MS)
  timer.unref()
  return { check, stop: () => clearInterval(timer) }
}
