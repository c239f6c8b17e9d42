/**
 * Drains search_outbox into an external index. Triggers enqueue every change in the same transaction as
 * the change; this worker claims batches (FOR UPDATE SKIP LOCKED, so several Kitly instances share the
 * work), applies them, and deletes them only once applied. A failed batch stays, with exponential backoff,
 * so an outage of the index loses nothing and a restart resumes where it stopped.
 */
import pg from 'pg'
import type { CommonQueryMethods, DatabasePool } from 'slonik'
import { z } from 'zod'
import type { Entity } from './meili/documents.ts'
import { sql } from './sql.ts'

export type OutboxChange = { entity: Entity; ids: number[] }
/**
 * Makes the index reflect the current database state of these records; throws to retry later. Reads through `db`,
 * the drainer's transaction (Slonik refuses the pool's other connections inside it).
 */
export type ApplyChanges = (changes: OutboxChange[], db: CommonQueryMethods) => Promise<void>

export type OutboxLogger = {
  warn(details: object, message: string): void
  debug(details: object, message: string): void
}

export type OutboxWorker = {
  /** Applies one batch; resolves to the number of outbox rows it consumed. */
  drainOnce(): Promise<number>
  stop(): Promise<void>
}

const BATCH_SIZE = 500
const POLL_INTERVAL_MS = 5_000
const MAX_BACKOFF_SECONDS = 300

const OutboxRow = z.object({
  id: z.number(),
  entity: z.enum(['tool', 'category', 'bundle', 'post']),
  entity_id: z.number(),
  attempts: z.number(),
})

/**
 * Drainers hold this lock shared while they apply a batch; a reindex takes it alone while it reads its snapshot and
 * queues it, and while it swaps (meili/indexing.ts), so every change is either in its snapshot or applied after it.
 */
const SYNC_LOCK = sql.fragment`hashtext('search_outbox')`

/**
 * Runs `work` in a transaction while no outbox batch is being applied, and none starts: drainers wait for it.
 */
export const withOutboxPaused = <T>(db: CommonQueryMethods, work: (tx: CommonQueryMethods) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.query(sql.typeAlias('void')`SELECT FROM pg_advisory_xact_lock(${SYNC_LOCK})`)
    return work(tx)
  })

/** Groups a batch by entity, each record once. */
export function groupChanges(rows: ReadonlyArray<{ entity: Entity; entity_id: number }>): OutboxChange[] {
  const byEntity = new Map<Entity, Set<number>>()
  for (const row of rows) byEntity.set(row.entity, (byEntity.get(row.entity) ?? new Set()).add(row.entity_id))
  return [...byEntity].map(([entity, ids]) => ({ entity, ids: [...ids].sort((a, b) => a - b) }))
}

export function createOutboxDrainer(db: DatabasePool, apply: ApplyChanges, log: OutboxLogger) {
  return async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`SELECT FROM pg_advisory_xact_lock_shared(${SYNC_LOCK})`)
      const rows = await tx.any(sql.type(OutboxRow)`
        SELECT id, entity, entity_id, attempts FROM search_outbox
        WHERE next_attempt_at <= now()
        ORDER BY id
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED`)
      if (rows.length === 0) return 0
      const ids = sql.array(
        rows.map((row) => row.id),
        'int8',
      )
      try {
        await apply(groupChanges(rows), tx)
      } catch (error) {
        const attempts = Math.max(...rows.map((row) => row.attempts)) + 1
        const delaySeconds = Math.min(2 ** attempts, MAX_BACKOFF_SECONDS)
        log.warn({ err: error, rows: rows.length, attempts, retryInSeconds: delaySeconds }, 'search index sync failed')
        await tx.query(sql.typeAlias('void')`
          UPDATE search_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${delaySeconds})
          WHERE id = ANY(${ids})`)
        return 0
      }
      await tx.query(sql.typeAlias('void')`DELETE FROM search_outbox WHERE id = ANY(${ids})`)
      log.debug({ rows: rows.length }, 'search index synced')
      return rows.length
    })
  }
}

/**
 * Runs the drainer whenever a change is committed (LISTEN search_outbox) and every few seconds for retries,
 * one batch after another until the outbox is empty.
 */
export async function startOutboxWorker(options: {
  db: DatabasePool
  databaseUrl: string
  apply: ApplyChanges
  log: OutboxLogger
}): Promise<OutboxWorker> {
  const drainOnce = createOutboxDrainer(options.db, options.apply, options.log)
  let stopped = false
  let running: Promise<void> | null = null
  let again = false

  const drain = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        do {
          again = false
          while (!stopped && (await drainOnce()) > 0) {}
        } while (again && !stopped)
      } catch (error) {
        options.log.warn({ err: error }, 'search outbox worker failed; retrying at the next poll')
      } finally {
        running = null
      }
    })()
  }

  const listener = new pg.Client({ connectionString: options.databaseUrl })
  listener.on('notification', drain)
  // A dropped listener only delays syncing until the next poll; it must not crash the process.
  listener.on('error', (error) => options.log.warn({ err: error }, 'search outbox listener lost'))
  await listener.connect()
  await listener.query('LISTEN search_outbox')
  const poll = setInterval(drain, POLL_INTERVAL_MS)
  drain()

  return {
    drainOnce,
    stop: async () => {
      stopped = true
      clearInterval(poll)
      await running
      await listener.end().catch(() => {})
    },
  }
}
