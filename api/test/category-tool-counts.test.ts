/**
 * The categories' tool counts (migration 0072) that GET /api/categories and the admin's category list read: kept
 * by triggers on `tools`, so after every kind of write they must equal a count made from the tools themselves.
 */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from './catalog-app.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const Counts = z.object({ category_id: z.number(), tool_count: z.number(), listed_count: z.number() })

const kept = () =>
  app.db.any(sql.type(Counts)`
    SELECT category_id, tool_count, listed_count FROM category_tool_counts ORDER BY category_id`)

/** The same counts, made from the tools. */
const counted = () =>
  app.db.any(sql.type(Counts)`
    SELECT c.id AS category_id, count(t.id)::int AS tool_count,
           (count(t.id) FILTER (WHERE t.status = 'active' AND t.discontinued_at IS NULL))::int AS listed_count
    FROM categories c LEFT JOIN tools t ON t.category_id = c.id
    GROUP BY c.id ORDER BY c.id`)

const categoryId = (slug: string) =>
  app.db.oneFirst(sql.typeAlias('id')`SELECT id FROM categories WHERE slug = ${slug}`)

async function countsOf(slug: string) {
  const id = await categoryId(slug)
  return (await kept()).find((row) => row.category_id === id)
}

async function expectKeptAsCounted() {
  expect(await kept()).toEqual(await counted())
}

describe('category tool counts', () => {
  it('start from the seed catalog, and GET /api/categories shows the listed ones', async () => {
    await expectKeptAsCounted()
    const presentations = await countsOf('presentations')
    expect(presentations?.listed_count).toBeGreaterThan(0)
    const listed = (await app.inject({ method: 'GET', url: '/api/categories' })).json()
    expect(listed.find((category: { slug: string }) => category.slug === 'presentations').tool_count).toBe(
      presentations?.listed_count,
    )
  })

  it('follow inserts, status changes, discontinuations, moves and deletes, one tool or many at a time', async () => {
    const [video, audio] = [await categoryId('video'), await categoryId('music-audio')]
    const before = await countsOf('video')
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tools (name, slug, short_description, website_url, category_id, status)
      VALUES ('Count One', 'count-one', 'One.', 'https://one.example', ${video}, 'active'),
             ('Count Two', 'count-two', 'Two.', 'https://two.example', ${video}, 'inactive'),
             ('Count Three', 'count-three', 'Three.', 'https://three.example', NULL, 'active')`)
    expect(await countsOf('video')).toMatchObject({
      tool_count: (before?.tool_count ?? 0) + 2,
      listed_count: (before?.listed_count ?? 0) + 1,
    })
    await expectKeptAsCounted()

    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'active' WHERE slug = 'count-two'`)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE slug = 'count-one'`)
    await expectKeptAsCounted()
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET category_id = CASE WHEN category_id = ${video} THEN ${audio}::int ELSE ${video}::int END
      WHERE slug IN ('count-one', 'count-two', 'count-three')`)
    await expectKeptAsCounted()
    // Every tool at once, in every category: a statement the size of an import.
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE id % 3 = 0`)
    await expectKeptAsCounted()
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE slug LIKE 'count-%' OR id % 5 = 0`)
    await expectKeptAsCounted()
  })

  it('are neither locked nor written by an update that moves no tool between counts', async () => {
    const video = await categoryId('video')
    const version = () =>
      app.db.oneFirst(sql.type(z.object({ xmin: z.string() }))`
        SELECT xmin::text FROM category_tool_counts WHERE category_id = ${video}`)
    const unchanged = await version()
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET click_count = click_count + 1, short_description = short_description || '.'
      WHERE category_id = ${video}`)
    expect(await version()).toBe(unchanged)
  })

  it('give a new category its row, and go with a deleted one, whose tools it leaves uncategorised', async () => {
    const id = await app.db.oneFirst(sql.typeAlias('id')`
      INSERT INTO categories (name, slug) VALUES ('Counted', 'counted') RETURNING id`)
    expect(await countsOf('counted')).toEqual({ category_id: id, tool_count: 0, listed_count: 0 })
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET category_id = ${id} WHERE id % 7 = 1`)
    await expectKeptAsCounted()
    await app.db.query(sql.typeAlias('void')`DELETE FROM categories WHERE id = ${id}`)
    await expectKeptAsCounted()
  })

  it('fall to nought when the tools are emptied', async () => {
    await app.db.query(sql.typeAlias('void')`TRUNCATE tools CASCADE`)
    await expectKeptAsCounted()
    expect((await kept()).every((row) => row.tool_count === 0 && row.listed_count === 0)).toBe(true)
  })
})
