/**
 * tool_search (migration 0025) holds the columns of `tools` that searches read: its triggers keep it in step with
 * every way a tool is written, in sets or one by one, and never with a tool that is gone; its rows are kept in
 * popularity order (migration 0026), and put back in order (table-rebuild.ts) while searches and writes go on, with
 * every row, index and write made meanwhile.
 */

import { createDatabasePool } from '@kitly/db'
import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEmptyDatabase, niceOf, type SearchFixture, toolSearchDifferences } from '../test-support.ts'
import { createPostgresEngine } from './index.ts'
import { keepToolSearchOrdered, misplacedRows, orderToolSearchByPopularity } from './table-order.ts'

let fixture: SearchFixture
let db: DatabasePool

beforeAll(async () => {
  fixture = await createEmptyDatabase()
  db = fixture.db
}, 60_000)

afterAll(() => fixture?.close())

const count = async (table: 'tools' | 'tool_search') =>
  db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([table])}`)

describe('tool_search', () => {
  it('follows inserts, updates and deletes of tools, in sets and one by one', async () => {
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
      SELECT 'Lumigraph ' || i, 'lumigraph-' || i, 'Charts lumigraph data ' || i || '.', 'https://lumigraph.example',
             CASE WHEN i % 2 = 0 THEN 'Paid' ELSE 'Free' END
      FROM generate_series(1, 50) AS i`)
    expect(await count('tool_search')).toBe(50)
    expect(await toolSearchDifferences(db)).toEqual([])

    // A set of updates (popularity through clicks, text, category, status), then single ones.
    await db.query(sql.unsafe`UPDATE tools SET click_count = 10 * id WHERE id % 3 = 0`)
    await db.query(sql.unsafe`UPDATE tools SET short_description = 'Plots orbitals.' WHERE slug = 'lumigraph-7'`)
    await db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE slug = 'lumigraph-8'`)
    await db.query(
      sql.unsafe`UPDATE tools SET is_featured = true, pricing_model = 'Freemium' WHERE slug = 'lumigraph-9'`,
    )
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug IN ('lumigraph-10', 'lumigraph-11')`)
    expect(await count('tool_search')).toBe(48)
    expect(await toolSearchDifferences(db)).toEqual([])

    // What searches find follows.
    const engine = createPostgresEngine(db)
    expect((await engine.tools({ q: 'orbitals' })).hits.map((hit) => hit.slug)).toEqual(['lumigraph-7'])
    const lumigraphs = await engine.tools({ q: 'lumigraph', limit: 100 })
    expect(lumigraphs.total).toBe(47)
    expect(lumigraphs.hits.map((hit) => hit.slug)).not.toContain('lumigraph-8')
    expect(lumigraphs.hits.map((hit) => hit.slug)).not.toContain('lumigraph-10')
    const mostClicked = await db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM tools WHERE status = 'active' ORDER BY click_count DESC LIMIT 1`)
    expect((await engine.tools({ sort: 'popular', limit: 1 })).hits[0]?.slug).toBe(mostClicked)
  })

  it('keeps its rows in popularity order: each set written in order, and all of them again after a reindex', async () => {
    await db.query(sql.unsafe`TRUNCATE tools CASCADE`)
    // Popularity (through clicks) unrelated to the order of insertion.
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, click_count)
      SELECT 'Orrery ' || i, 'orrery-' || i, 'Models orbits.', 'https://orrery.example', (i * 37) % 101
      FROM generate_series(1, 40) AS i`)
    expect((await misplacedRows(db)).misplaced).toBe(0)
    expect(await orderToolSearchByPopularity(db)).toBe(false)
    // Clicks move tools up, and their rows elsewhere: the order is worn, until a reindex restores it.
    await db.query(
      sql.unsafe`UPDATE tools SET click_count = click_count + 1000 WHERE slug IN ('orrery-5', 'orrery-30')`,
    )
    expect((await misplacedRows(db)).misplaced).toBeGreaterThan(0)
    await createPostgresEngine(db).reindexAll()
    expect((await misplacedRows(db)).misplaced).toBe(0)
    expect(await toolSearchDifferences(db)).toEqual([])
  })

  it('is put back in order by the API’s hourly check once traffic has moved a hundredth of it', async () => {
    await db.query(sql.unsafe`TRUNCATE tools CASCADE`)
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, click_count)
      SELECT 'Sextant ' || i, 'sextant-' || i, 'Measures angles between stars.', 'https://sextant.example', i % 97
      FROM generate_series(1, 1000) AS i`)
    const click = (slugs: string) =>
      db.query(
        sql.unsafe`UPDATE tools SET click_count = click_count + 500 WHERE slug = ANY(string_to_array(${slugs}, ' '))`,
      )
    const logged: string[] = []
    const log = { info: (_: object, message: string) => logged.push(message), warn: () => {} }
    const keeper = keepToolSearchOrdered(db, log)
    try {
      // A few tools moved: out of order, but not worn enough to lock searches out for a rewrite.
      await click('sextant-10 sextant-20 sextant-30')
      expect((await misplacedRows(db)).misplaced).toBeGreaterThan(0)
      expect(await keeper.check()).toBe(false)
      // A twentieth of them: reordered, by one process at a time, and never waiting long behind a transaction that
      // writes tools (an import's), since searches would queue behind the waiting rewrite.
      await click(Array.from({ length: 50 }, (_, i) => `sextant-${i * 20 + 1}`).join(' '))
      await db.connect(async (writer) => {
        await writer.query(sql.unsafe`BEGIN`)
        await writer.query(sql.unsafe`LOCK tool_search IN ROW EXCLUSIVE MODE`)
        await expect(keeper.check()).rejects.toThrow(/lock timeout/)
        await writer.query(sql.unsafe`ROLLBACK`)
      })
      const reordered = await db.connect(async (other) => {
        await other.query(sql.unsafe`SELECT pg_advisory_lock(hashtext('kitly:tool_search_order'))`)
        try {
          expect(await keeper.check()).toBe(false)
        } finally {
          await other.query(sql.unsafe`SELECT pg_advisory_unlock(hashtext('kitly:tool_search_order'))`)
        }
        return keeper.check()
      })
      expect(reordered).toBe(true)
      expect((await misplacedRows(db)).misplaced).toBe(0)
      expect(logged).toEqual(['tool search rows put back in popularity order'])
    } finally {
      keeper.stop()
    }
  })

  it('is rebuilt by a reindex, whatever was written to it behind the triggers’ back', async () => {
    await db.query(sql.unsafe`
      INSERT INTO tool_search (id, popularity, is_featured, status, name_normalized, search_vector)
      VALUES (-1, 0, false, 'active', 'ghost', to_tsvector('kitly', 'ghost'))`)
    await db.query(sql.unsafe`UPDATE tool_search SET popularity = 99, status = 'inactive' WHERE id IN
                                (SELECT id FROM tools ORDER BY id LIMIT 3)`)
    expect(await toolSearchDifferences(db)).toHaveLength(7)
    await createPostgresEngine(db).reindexAll()
    expect(await toolSearchDifferences(db)).toEqual([])
  })

  it('is emptied with tools', async () => {
    await db.query(sql.unsafe`TRUNCATE tools CASCADE`)
    expect(await count('tool_search')).toBe(0)
  })
})

const TOOLS = 4_000

/** Runs `work` with an index on tool_search that takes a second to build, and drops it after. */
async function withSlowIndex(work: () => Promise<void>) {
  await db.query(sql.unsafe`
    CREATE FUNCTION slow_key(id int) RETURNS int IMMUTABLE LANGUAGE plpgsql AS $$
    BEGIN
      IF id % ${sql.literalValue(String(TOOLS))} = 0 THEN PERFORM pg_sleep(1); END IF;
      RETURN id;
    END $$`)
  await db.query(sql.unsafe`CREATE INDEX tool_search_slow_idx ON tool_search (slow_key(id))`)
  try {
    await work()
  } finally {
    await db.query(sql.unsafe`DROP INDEX tool_search_slow_idx`)
    await db.query(sql.unsafe`DROP FUNCTION slow_key`)
  }
}

/** Resolves once a session waits for a lock on `table` (in `mode`, if given). */
async function lockAwaited(table: string, mode?: string) {
  const Waiting = z.object({ waiting: z.boolean() })
  while (
    !(await db.oneFirst(sql.type(Waiting)`
      SELECT exists(SELECT FROM pg_locks WHERE NOT granted AND relation = to_regclass(${table})
                      AND mode = coalesce(${mode ?? null}, mode)) AS waiting`))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * The longest a search (a read of any table) is seen waiting for a lock until `during` settles, in ms: lock waits,
 * unlike durations, do not grow with the CPU the rewrite and other tests take.
 */
async function longestReadWait(during: Promise<unknown>) {
  let done = false
  const settled = during.finally(() => {
    done = true
  })
  const waitingSince = new Map<number, number>()
  let longest = 0
  while (!done) {
    const now = performance.now()
    const waiting = await db.anyFirst(sql.type(z.object({ pid: z.number() }))`
      SELECT pid FROM pg_locks WHERE NOT granted AND mode = 'AccessShareLock'`)
    for (const pid of waitingSince.keys()) if (!waiting.includes(pid)) waitingSince.delete(pid)
    for (const pid of waiting) {
      const since = waitingSince.get(pid) ?? now
      waitingSince.set(pid, since)
      longest = Math.max(longest, performance.now() - since)
    }
  }
  await settled
  return longest
}

/** Runs `work` over and over on `lanes` connections of the pool until `during` settles; its durations in ms. */
async function repeatDuring(during: Promise<unknown>, work: () => Promise<unknown>, lanes: number) {
  let done = false
  const settled = during.finally(() => {
    done = true
  })
  const durations: number[] = []
  const lane = async () => {
    while (!done) {
      const started = performance.now()
      await work()
      durations.push(performance.now() - started)
    }
  }
  await Promise.all([settled, ...Array.from({ length: lanes }, lane)])
  return durations
}

describe('reordering tool_search', () => {
  /** A catalog of TOOLS tools sharing words (searches for them read much of the table), its order worn by clicks. */
  beforeEach(async () => {
    await db.query(sql.unsafe`TRUNCATE tools CASCADE`)
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, description, website_url, click_count)
      SELECT 'Astrolabe ' || i, 'astrolabe-' || i, 'Charts stars and planets ' || i || '.',
             repeat('Measures the altitude of stars, planets and the sun over the horizon. ', 8),
             'https://astrolabe.example', (i * 37) % 101
      FROM generate_series(1, ${TOOLS}) AS i`)
    await db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 500 WHERE id % 10 = 0`)
    expect((await misplacedRows(db)).misplaced).toBeGreaterThan(TOOLS / 20)
  })

  it('keeps answering searches meanwhile: none waits for the table for more than a small part of the reorder', async () => {
    const engine = createPostgresEngine(db)
    const search = () => engine.tools({ q: 'stars planets' })
    await db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 1000 WHERE id % 10 = 5`)

    const started = performance.now()
    const reordering = orderToolSearchByPopularity(db)
    const [duringReorder, searches] = await Promise.all([
      longestReadWait(reordering),
      repeatDuring(reordering, search, 2),
    ])
    const reorderMs = performance.now() - started
    expect(await reordering).toBe(true)
    expect((await misplacedRows(db)).misplaced).toBe(0)
    // Both lanes search from the reorder's start to its end, so the watch on waiting locks saw every search; how many
    // fit in depends on the machine's load, not on the reorder.
    expect(searches.length).toBeGreaterThanOrEqual(2)
    // A rewrite under a lock that searches wait for (the CLUSTER this replaced) holds them for most of it; the swap
    // holds them for milliseconds. (At this size a CLUSTER takes ~70 ms, within a busy machine's noise.)
    expect(duringReorder).toBeLessThan(reorderMs / 4)
  })

  it('loses no row, no index and no storage setting of the table', async () => {
    // The index the table is clustered on (migration 0026) included, for a plain `CLUSTER tool_search`.
    const Index = z.object({ name: z.string(), definition: z.string(), clustered: z.boolean() })
    const indexes = () =>
      db.any(sql.type(Index)`
        SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisclustered AS clustered
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'tool_search'::regclass
        ORDER BY c.relname`)
    const Shape = z.object({ name: z.string(), storage: z.string(), not_null: z.boolean() })
    const columns = () =>
      db.any(sql.type(Shape)`
        SELECT attname AS name, attstorage::text AS storage, attnotnull AS not_null FROM pg_attribute
        WHERE attrelid = 'tool_search'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`)
    const [indexesBefore, columnsBefore] = [await indexes(), await columns()]
    expect(indexesBefore.map((index) => index.name)).toContain('tool_search_pkey')
    expect(indexesBefore.filter((index) => index.clustered).map((index) => index.name)).toEqual([
      'tool_search_popularity_idx',
    ])

    expect(await orderToolSearchByPopularity(db)).toBe(true)
    expect(await indexes()).toEqual(indexesBefore)
    expect(await columns()).toEqual(columnsBefore)
    // Vacuumed by the reorder (every page visible), so autovacuum has no reason to start on it under traffic, and
    // left to autovacuum again (no storage setting, as before).
    const Table = z.object({ pages: z.number(), visible: z.number(), options: z.array(z.string()).nullable() })
    const table = await db.one(sql.type(Table)`
      SELECT relpages AS pages, relallvisible AS visible, reloptions AS options FROM pg_class
      WHERE oid = 'tool_search'::regclass`)
    expect(table.pages).toBeGreaterThan(0)
    expect(table).toEqual({ pages: table.pages, visible: table.pages, options: null })
    expect(await toolSearchDifferences(db)).toEqual([])
    expect((await misplacedRows(db)).misplaced).toBe(0)
    // The copy is gone, and with it the notes of what was written meanwhile.
    const Left = z.object({ copy: z.string().nullable(), notes: z.number() })
    expect(
      await db.one(sql.type(Left)`
        SELECT to_regclass('tool_search_rebuild.tool_search')::text AS copy,
               (SELECT count(*)::int FROM tool_search_changes) AS notes`),
    ).toEqual({ copy: null, notes: 0 })
    // Writes keep reaching the new table.
    await db.query(sql.unsafe`UPDATE tools SET short_description = 'Finds comets.' WHERE slug = 'astrolabe-7'`)
    expect((await createPostgresEngine(db).tools({ q: 'comets' })).hits.map((hit) => hit.slug)).toEqual(['astrolabe-7'])
  })

  it('builds the copy and its indexes however short the pool’s statement timeout', async () => {
    // An index that takes a second to build, on a pool whose statements may last a quarter of that.
    const hurried = await createDatabasePool(fixture.database.url, { statementTimeoutMs: 250 })
    await withSlowIndex(async () => {
      await expect(hurried.query(sql.unsafe`SELECT pg_sleep(0.5)`)).rejects.toThrow(/statement_timeout/)
      // The locks may wait (autovacuum analysing tool_search holds one a while on a busy machine): only the statements
      // are hurried here.
      expect(await orderToolSearchByPopularity(hurried, { lockTimeoutMs: 10_000 })).toBe(true)
      expect((await misplacedRows(db)).misplaced).toBe(0)
      expect(
        await db.oneFirst(sql.type(z.object({ built: z.boolean() }))`
          SELECT to_regclass('public.tool_search_slow_idx') IS NOT NULL AS built`),
      ).toBe(true)
    }).finally(() => hurried.end())
  })

  it('builds the copy at the lowest CPU priority in the background, and swaps it in at the usual one', async () => {
    await db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 1000 WHERE id % 10 = 3`)
    // The slow index gives time enough to see the backend at work.
    const reorders = await createDatabasePool(fixture.database.url, { maxPoolSize: 1 })
    await withSlowIndex(async () => {
      const pid = await reorders.oneFirst(sql.type(z.object({ pid: z.number() }))`SELECT pg_backend_pid() AS pid`)
      const usual = niceOf(pid)
      const seen = new Set<number>()
      // A search under way holds the swap back: its nice value can be read while it waits.
      const atSwap = await db.connect(async (search) => {
        await search.query(sql.unsafe`BEGIN`)
        await search.query(sql.unsafe`SELECT count(*) FROM tool_search`)
        const reordering = orderToolSearchByPopularity(reorders, { inBackground: true })
        const sampling = setInterval(() => seen.add(niceOf(pid)), 10)
        await lockAwaited('tool_search', 'AccessExclusiveLock')
        clearInterval(sampling)
        const nice = niceOf(pid)
        await search.query(sql.unsafe`COMMIT`)
        expect(await reordering).toBe(true)
        return nice
      })
      expect(seen).toContain(19)
      expect(atSwap).toBe(usual)
      expect((await misplacedRows(db)).misplaced).toBe(0)
    }).finally(() => reorders.end())
  })

  it('keeps every tool written meanwhile: in flight when it starts, and while the copy is built', async () => {
    // A transaction writing tools when the reorder starts: the copy waits for it.
    const reordered = await db.connect(async (writer) => {
      await writer.query(sql.unsafe`BEGIN`)
      await writer.query(sql.unsafe`UPDATE tools SET click_count = 5000 WHERE slug = 'astrolabe-3'`)
      const reordering = orderToolSearchByPopularity(db)
      await lockAwaited('tool_search')
      await writer.query(sql.unsafe`COMMIT`)
      return reordering
    })
    expect(reordered).toBe(true)
    expect(await toolSearchDifferences(db)).toEqual([])

    // Clicks, new tools and removed ones, each its own transaction, while a second reorder runs.
    await db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 1000 WHERE id % 10 = 5`)
    let written = 0
    let writtenBesideCopy = 0
    const write = async () => {
      written++
      const n = written
      const statement =
        n % 3 === 0
          ? sql.unsafe`DELETE FROM tools WHERE slug = ${`astrolabe-${n}`}`
          : n % 3 === 1
            ? sql.unsafe`UPDATE tools SET click_count = click_count + 3000 WHERE slug = ${`astrolabe-${2 * n}`}`
            : sql.unsafe`INSERT INTO tools (name, slug, short_description, website_url, click_count)
                         VALUES (${`Sextant ${n}`}, ${`sextant-${n}`}, 'Measures angles.', 'https://s.example', ${n})`
      const besideCopy = await db.transaction(async (tx) => {
        await tx.query(statement)
        return tx.oneFirst(sql.type(z.object({ copy: z.boolean() }))`
          SELECT to_regclass('tool_search_rebuild.tool_search') IS NOT NULL AS copy`)
      })
      if (besideCopy) writtenBesideCopy++
    }
    const reordering = orderToolSearchByPopularity(db)
    await repeatDuring(reordering, write, 2)
    expect(await reordering).toBe(true)
    expect(writtenBesideCopy).toBeGreaterThan(0)
    expect(await toolSearchDifferences(db)).toEqual([])
  })
})
