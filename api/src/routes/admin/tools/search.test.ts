/**
 * The admin tool search's page, tier by tier (exact name, prefix, anywhere, typos), and its count: a phrase in
 * more tools than the search counts is listed in the same order, counted "1,000+"; typos past the count are ranked
 * by likeness from the narrow rows, whatever the filters leave.
 */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, startAdminTestApp } from '../../../../test/admin-test-kit.ts'
import { createTool } from '../../../../test/factories.ts'
import { SEARCH_COUNT_CAP } from '../../../lib/admin-list.ts'

let context: AdminTestContext
/**
 * Tools whose short description holds the phrase: more than the search counts, "Bulk 1" the newest but stored last,
 * so the first rows a count meets are not the newest.
 */
const BULK = SEARCH_COUNT_CAP + 5
beforeAll(async () => {
  context = await startAdminTestApp()
  await context.app.db.query(sql.typeAlias('void')`
    INSERT INTO tools (name, slug, short_description, website_url, created_at)
    SELECT 'Bulk ' || g, 'bulk-' || g, 'Stitches wombat quilts, batch ' || g, 'https://bulk-' || g || '.example.com',
           now() - g * interval '1 minute'
    FROM generate_series(${BULK}, 1, -1) AS g`)
  await createTool(context.app.db, { name: 'Quokka Paint', slug: 'zebra-brush', shortDescription: 'Mixes PIGMENTS.' })
  await createTool(context.app.db, { name: 'Wombat Quiltz' })
  await createTool(context.app.db, { name: 'Wombat Quilts Studio' })
  await createTool(context.app.db, { name: 'Wombat Quilts' })
})
afterAll(() => context.app.close())

type ToolList = { tools: { name: string }[]; total: number; total_capped: boolean }
const list = async (query: string) => {
  const response = await context.asAdmin.get(`/api/admin/tools?${query}`)
  expect(response.statusCode).toBe(200)
  const body = response.json() as ToolList
  return { names: body.tools.map((tool) => tool.name), total: body.total, total_capped: body.total_capped }
}

describe('the admin tool search at more matches than it counts', () => {
  it('lists the exact name, the prefix, then the phrase anywhere in the sort, counted up to the cap', async () => {
    expect(await list('q=Wombat Quilts&limit=4')).toEqual({
      names: ['Wombat Quilts', 'Wombat Quilts Studio', 'Bulk 1', 'Bulk 2'],
      total: SEARCH_COUNT_CAP,
      total_capped: true,
    })
    expect((await list('q=wombat quilts&limit=2&sort=name&order=desc')).names).toEqual([
      'Wombat Quilts',
      'Wombat Quilts Studio',
    ])
    expect((await list('q=wombat quilts&limit=3&offset=2&sort=name&order=asc')).names).toEqual([
      'Bulk 1',
      'Bulk 10',
      'Bulk 100',
    ])
  })

  it('counts from the page on: deep pages cross from one tier to the next, the typos last', async () => {
    const all = BULK + 3
    expect(await list(`q=wombat quilts&limit=2&offset=${BULK - 1}`)).toEqual({
      names: [`Bulk ${BULK - 2}`, `Bulk ${BULK - 1}`],
      total: all,
      total_capped: false,
    })
    expect(await list(`q=wombat quilts&limit=5&offset=${BULK + 1}`)).toEqual({
      names: [`Bulk ${BULK}`, 'Wombat Quiltz'],
      total: all,
      total_capped: false,
    })
    expect(await list(`q=wombat quilts&offset=${all}`)).toEqual({ names: [], total: all, total_capped: false })
  })

  it('finds a rare phrase through every tier, its total exact', async () => {
    expect(await list('q=batch 1000')).toEqual({ names: ['Bulk 1000'], total: 1, total_capped: false })
    expect(await list('q=wombat quiltz')).toEqual({
      names: ['Wombat Quiltz', 'Wombat Quilts', 'Wombat Quilts Studio'],
      total: 3,
      total_capped: false,
    })
  })

  it('finds the words in the name, the slug or the short description, never across two of them', async () => {
    for (const words of ['quokka', 'zebra-brush', 'pigments', 'paint']) {
      expect(await list(`q=${words}`)).toEqual({ names: ['Quokka Paint'], total: 1, total_capped: false })
    }
    expect(await list('q=paint zebra')).toEqual({ names: [], total: 0, total_capped: false })
    expect(await list('q=brush mixes')).toEqual({ names: [], total: 0, total_capped: false })
  })

  it('ranks a typo in more names than it counts by likeness, then the sort, whatever the filters leave', async () => {
    // "bulkk" is close to every "Bulk N", the shortest names the most alike: the nine "Bulk 1"-"Bulk 9" first.
    const singles = Array.from({ length: 9 }, (_, n) => `Bulk ${n + 1}`)
    expect(await list('q=bulkk&limit=11')).toEqual({
      names: [...singles, 'Bulk 10', 'Bulk 11'],
      total: SEARCH_COUNT_CAP,
      total_capped: true,
    })
    expect((await list('q=bulkk&limit=3&sort=name&order=desc')).names).toEqual(['Bulk 9', 'Bulk 8', 'Bulk 7'])
    // Four of the nine hidden: the most alike active tools are five, and the page's sixth is the next likeness.
    const hidden = ['Bulk 1', 'Bulk 2', 'Bulk 3', 'Bulk 4']
    await context.app.db.query(sql.typeAlias('void')`
      UPDATE tools SET status = 'inactive' WHERE name = ANY(${sql.array(hidden, 'text')})`)
    try {
      expect(await list('q=bulkk&status=active&limit=6')).toEqual({
        names: ['Bulk 5', 'Bulk 6', 'Bulk 7', 'Bulk 8', 'Bulk 9', 'Bulk 10'],
        total: SEARCH_COUNT_CAP,
        total_capped: true,
      })
    } finally {
      await context.app.db.query(sql.typeAlias('void')`
        UPDATE tools SET status = 'active' WHERE name = ANY(${sql.array(hidden, 'text')})`)
    }
  })

  it('finds no typos in names sharing one word of a phrase whose short word no name holds', async () => {
    // Every "Bulk N" holds most of the trigrams of "bulk of", but none holds "of": no typo of it, and none to rank.
    expect(await list('q=bulk of')).toEqual({ names: [], total: 0, total_capped: false })
    expect((await list('q=bulk 7 of')).names).toEqual(['Bulk 7'])
  })

  it('counts the list without a search further than a search', async () => {
    expect(await list('limit=1')).toMatchObject({ total: BULK + 4, total_capped: false })
  })

  it('lists every tool for a search of nothing but accents (nothing left once normalized), as without one', async () => {
    expect(await list(`q=${encodeURIComponent('\u0301\u0300')}&limit=2`)).toEqual(await list('limit=2'))
  })
})
