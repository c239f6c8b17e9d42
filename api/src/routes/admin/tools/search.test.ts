/**
 * The admin tool search's page, tier by tier (exact name, prefix, anywhere, typos), and its count: a phrase in
 * more tools than the search counts is listed in the same order, counted "1,000+".
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

  it('counts the list without a search further than a search', async () => {
    expect(await list('limit=1')).toMatchObject({ total: BULK + 3, total_capped: false })
  })
})
