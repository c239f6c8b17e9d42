/**
 * tool_search (migration 0025) holds the columns of `tools` that searches read: its triggers keep it in step with
 * every way a tool is written, in sets or one by one, and never with a tool that is gone; its rows are kept in
 * popularity order (migration 0026).
 */
import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createDatabasePool } from '../../../api/src/db/pool.ts'
import { createTestDatabase, type TestDatabase } from '../../../api/test/database.ts'
import { createPostgresEngine } from './index.ts'
import { keepToolSearchOrdered, misplacedRows, orderToolSearchByPopularity } from './table-order.ts'

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
}, 60_000)

afterAll(async () => {
  await db?.end()
  await database?.drop()
})

const Difference = z.object({ side: z.string(), id: z.number() })

/** The rows where tool_search and the same columns of `tools` differ. */
async function differences() {
  const columns = sql.fragment`id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
                               search_vector`
  return db.any(sql.type(Difference)`
    (SELECT 'tools only' AS side, id FROM (SELECT ${columns} FROM tools EXCEPT SELECT ${columns} FROM tool_search) a)
    UNION ALL
    (SELECT 'tool_search only', id FROM (SELECT ${columns} FROM tool_search EXCEPT SELECT ${columns} FROM tools) b)`)
}

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
    expect(await differences()).toEqual([])

    // A set of updates (popularity through clicks, text, category, status), then single ones.
    await db.query(sql.unsafe`UPDATE tools SET click_count = 10 * id WHERE id % 3 = 0`)
    await db.query(sql.unsafe`UPDATE tools SET short_description = 'Plots orbitals.' WHERE slug = 'lumigraph-7'`)
    await db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE slug = 'lumigraph-8'`)
    await db.query(
      sql.unsafe`UPDATE tools SET is_featured = true, pricing_model = 'Freemium' WHERE slug = 'lumigraph-9'`,
    )
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug IN ('lumigraph-10', 'lumigraph-11')`)
    expect(await count('tool_search')).toBe(48)
    expect(await differences()).toEqual([])

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
    expect(await differences()).toEqual([])
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
    expect(await differences()).toHaveLength(7)
    await createPostgresEngine(db).reindexAll()
    expect(await differences()).toEqual([])
  })

  it('is emptied with tools', async () => {
    await db.query(sql.unsafe`TRUNCATE tools CASCADE`)
    expect(await count('tool_search')).toBe(0)
  })
})
