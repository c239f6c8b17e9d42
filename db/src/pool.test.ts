/** Every connection starts with the settings the queries rely on, and outlives a short lull in traffic. */
import { SchemaValidationError } from 'slonik'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createDatabasePool, createReusedPlansPool } from './pool.ts'
import { type DatabasePool, sql } from './sql.ts'
import { createTestDatabase, type TestDatabase } from './testing/database.ts'
import { pendingGinPages } from './testing/gin-pending.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

const setting = (pool: DatabasePool, name: 'synchronize_seqscans' | 'plan_cache_mode' | 'work_mem') =>
  pool.oneFirst(sql.type(z.object({ value: z.string() }))`SELECT current_setting(${name}) AS value`)

async function withPool<T>(pool: Promise<DatabasePool>, use: (pool: DatabasePool) => Promise<T>): Promise<T> {
  const ready = await pool
  try {
    return await use(ready)
  } finally {
    await ready.end()
  }
}

describe('database pools', () => {
  it('read tables from their first page: a scan never joins another one in mid-table', async () => {
    await withPool(createDatabasePool(database.url), async (pool) => {
      expect(await setting(pool, 'synchronize_seqscans')).toBe('off')
      expect(await setting(pool, 'plan_cache_mode')).toBe('auto')
    })
  })

  it('merge the words their writes queue in a GIN index once they fill 64 kB: searches never read a longer list', async () => {
    await withPool(createDatabasePool(database.url), async (pool) => {
      await pool.query(sql.typeAlias('void')`CREATE TABLE queued (words tsvector)`)
      await pool.query(sql.typeAlias('void')`CREATE INDEX queued_idx ON queued USING gin (words)`)
      // 30 writes of 20 rows of 40 words never seen before.
      const writeRows = async (db: Pick<DatabasePool, 'query'>) => {
        for (let write = 0; write < 30; write++) {
          await db.query(sql.typeAlias('void')`
            INSERT INTO queued (words)
            SELECT to_tsvector('simple', string_agg(md5(random()::text), ' '))
            FROM generate_series(1, 20) r, generate_series(1, 40) w GROUP BY r`)
        }
      }
      // At the server's default limit (4 MB), every word written waits.
      await pool.transaction(async (tx) => {
        await tx.query(sql.typeAlias('void')`SET LOCAL gin_pending_list_limit = '4MB'`)
        await writeRows(tx)
      })
      expect(await pendingGinPages(database.url, 'queued_idx')).toBeGreaterThan(40)
      // The pool's first write merges them, and the list never grows past 64 kB (8 pages).
      await writeRows(pool)
      expect(await pendingGinPages(database.url, 'queued_idx')).toBeLessThanOrEqual(8)
    })
  })

  it('the reused-plans pool plans each prepared statement once, and reads tables from their first page too', async () => {
    await withPool(createReusedPlansPool(database.url), async (pool) => {
      expect(await setting(pool, 'plan_cache_mode')).toBe('force_generic_plan')
      expect(await setting(pool, 'synchronize_seqscans')).toBe('off')
    })
  })

  it('keeps the settings the database URL already carries', async () => {
    const url = new URL(database.url)
    url.searchParams.set('options', '-c work_mem=5MB')
    await withPool(createDatabasePool(url.toString()), async (pool) => {
      expect(await setting(pool, 'work_mem')).toBe('5MB')
      expect(await setting(pool, 'synchronize_seqscans')).toBe('off')
    })
  })

  it("checks every row against its query's schema, and hands over the rows as the schema gives them", async () => {
    await withPool(createDatabasePool(database.url), async (pool) => {
      const Row = z.object({ n: z.number().transform((n) => n * 10) })
      expect(await pool.many(sql.type(Row)`SELECT generate_series(1, 3) AS n`)).toEqual([
        { n: 10 },
        { n: 20 },
        { n: 30 },
      ])
      // One row of three breaks the schema: the query fails as a whole.
      const Positive = z.object({ n: z.number().positive() })
      await expect(pool.many(sql.type(Positive)`SELECT unnest(ARRAY[1, -2, 3]) AS n`)).rejects.toBeInstanceOf(
        SchemaValidationError,
      )
      const Async = z.object({ n: z.number().refine(async (n) => n > 0) })
      await expect(pool.one(sql.type(Async)`SELECT 1 AS n`)).rejects.toThrow('Row schemas must be synchronous')
    })
  })

  it("hands over timestamps as ISO strings to the millisecond, whatever the session's time zone", async () => {
    const written = [
      '2026-01-05T09:30:00Z',
      '2026-01-05T09:30:00.1Z',
      '2026-01-05T09:30:00.123456Z',
      '1999-12-31T23:59:59.999999Z',
    ]
    const iso = written.map((at) => new Date(at).toISOString())
    expect(iso.slice(2)).toEqual(['2026-01-05T09:30:00.123Z', '1999-12-31T23:59:59.999Z'])
    const At = z.object({ at: z.string(), utc: z.string() })
    await withPool(createDatabasePool(database.url), async (pool) => {
      for (const zone of ['UTC', 'Asia/Kolkata', 'America/St_Johns']) {
        const read = await pool.transaction(async (tx) => {
          await tx.oneFirst(
            sql.type(z.object({ zone: z.string() }))`SELECT set_config('TimeZone', ${zone}, true) AS zone`,
          )
          // A timestamptz as the zone writes it, and the UTC timestamp (without time zone) of the same instant.
          return tx.any(sql.type(At)`
            SELECT at, at AT TIME ZONE 'UTC' AS utc FROM unnest(${sql.array(written, 'timestamptz')}) at`)
        })
        expect(read).toEqual(iso.map((at) => ({ at, utc: at })))
      }
    })
  })

  it('keeps an unused connection through any quiet, so the next search does not open a new one', async () => {
    const backend = (pool: DatabasePool) =>
      pool.oneFirst(sql.type(z.object({ pid: z.number() }))`SELECT pg_backend_pid() AS pid`)
    // Only the pool's timers are faked (the idle timer starts when a query hands its connection back).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await withPool(createDatabasePool(database.url, { maxPoolSize: 1 }), async (pool) => {
        const first = await backend(pool)
        await vi.advanceTimersByTimeAsync(60 * 60_000)
        expect(await backend(pool)).toBe(first)
      })
    } finally {
      vi.useRealTimers()
    }
  })
})
