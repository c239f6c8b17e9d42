/**
 * tool_search is kept in popularity order (migration 0026): a search matching more tools than it counts then counts
 * the most popular ones, and its walk of the popular tools finds little left to test (see tools.ts).
 * Inserts keep the order (new tools are the least popular). A change of popularity (a click, a review) writes the
 * row again, at the table's end once its page is full, so traffic wears the order away: searches stay correct, but
 * the matches a broad search counts are no longer the most popular, and the walk reaches only the 1,000 most popular.
 * At 100k tools, one click on each of the 3,000 most popular moved them all to the end; the top 20 of head searches
 * then shared 79 % of their tools with ranking every match, against 92 % in order.
 * So the order is restored after seeding and reindexing, and checked every hour by the API (keepToolSearchOrdered).
 * Reordering builds an ordered copy beside the table and swaps it in (table-rebuild.ts): searches go on meanwhile.
 */
import type { CommonQueryMethods, DatabasePool } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'
import { rebuildToolSearchInOrder } from './table-rebuild.ts'

/** How often the API checks the order. */
const CHECK_EVERY_MS = 60 * 60_000
/** The share of rows out of place (by as large a share of the table) from which the check reorders (misplacedRows). */
const WORN_SHARE = 0.01
/**
 * How long a reorder waits for a lock (behind an import's transaction, say) before giving up until the next check:
 * writers, then searches, queue behind a waiting lock.
 */
const LOCK_WAIT_MS = 250
/** Taken by the process reordering, so that reorders (the API's instances, a reindex) run one at a time. */
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
 * given `wornShare`, unless fewer than that share of its rows are further than that share from their place. Waits
 * for a reorder under way elsewhere, or, given `skipIfBusy`, leaves it to that one. Given `lockTimeoutMs`, gives up
 * (throws) rather than wait longer for a lock on the table. Given `inBackground`, builds the copy at the lowest CPU
 * priority (table-rebuild.ts). Says whether it reordered.
 */
export async function orderToolSearchByPopularity(
  db: DatabasePool,
  {
    wornShare = 0,
    lockTimeoutMs,
    skipIfBusy = false,
    inBackground = false,
  }: { wornShare?: number; lockTimeoutMs?: number; skipIfBusy?: boolean; inBackground?: boolean } = {},
): Promise<boolean> {
  return db.connect(async (connection) => {
    const Locked = z.object({ locked: z.boolean() })
    const locked = skipIfBusy
      ? await connection.oneFirst(sql.type(Locked)`SELECT pg_try_advisory_lock(hashtext(${ORDER_LOCK})) AS locked`)
      : await connection.oneFirst(
          sql.type(Locked)`SELECT true AS locked FROM pg_advisory_lock(hashtext(${ORDER_LOCK}))`,
        )
    if (!locked) return false
    try {
      const { rows, misplaced } = await misplacedRows(connection, wornShare)
      if (misplaced === 0 || misplaced < rows * wornShare) return false
      await rebuildToolSearchInOrder(connection, { lockTimeoutMs, inBackground })
      return true
    } finally {
      await connection.query(sql.type(z.object({ unlocked: z.boolean() }))`
        SELECT pg_advisory_unlock(hashtext(${ORDER_LOCK})) AS unlocked`)
    }
  })
}

export type OrderKeeperLogger = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

/**
 * Checks every CHECK_EVERY_MS that tool_search is still in popularity order, and reorders it once traffic has moved
 * WORN_SHARE of its rows: one process at a time, never waiting for another's reorder, in the background.
 */
export function keepToolSearchOrdered(
  db: DatabasePool,
  log: OrderKeeperLogger,
): { check(): Promise<boolean>; stop(): void } {
  const check = async () => {
    const started = performance.now()
    const reordered = await orderToolSearchByPopularity(db, {
      wornShare: WORN_SHARE,
      lockTimeoutMs: LOCK_WAIT_MS,
      skipIfBusy: true,
      inBackground: true,
    })
    if (reordered)
      log.info({ ms: Math.round(performance.now() - started) }, 'tool search rows put back in popularity order')
    return reordered
  }
  const timer = setInterval(() => {
    check().catch((error: unknown) => log.warn({ err: error }, 'could not check the order of the tool search rows'))
  }, CHECK_EVERY_MS)
  timer.unref()
  return { check, stop: () => clearInterval(timer) }
}
