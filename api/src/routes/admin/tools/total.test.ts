/**
 * The tool list's total: exact for the whole catalog and for a category alone, from the counts the tools' triggers
 * keep (migration 0072), however far past the count's cap; counted up to the cap ("10,000+") under any other filter.
 */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminTestContext, startAdminTestApp } from '../../../../test/admin-test-kit.ts'
import { createCategory } from '../../../../test/factories.ts'
import { COUNT_CAP } from '../../../lib/admin-list.ts'

let context: AdminTestContext
let category: number
const PAST_CAP = COUNT_CAP + 5

beforeAll(async () => {
  context = await startAdminTestApp()
  category = (await createCategory(context.app.db, { name: 'Kept Counts' })).id
  await context.app.db.query(sql.typeAlias('void')`
    INSERT INTO tools (name, slug, short_description, website_url, category_id)
    SELECT 'Counted ' || g, 'counted-' || g, 'One of many', 'https://counted-' || g || '.example.com',
           CASE WHEN g % 1000 = 0 THEN ${category}::int END
    FROM generate_series(1, ${PAST_CAP}) AS g`)
})
afterAll(() => context.app.close())

const totalOf = async (query: string) => {
  const response = await context.asAdmin.get(`/api/admin/tools?${query}`)
  expect(response.statusCode).toBe(200)
  const { total, total_capped } = response.json() as { total: number; total_capped: boolean }
  return { total, total_capped }
}

const toolsWhere = (where: ReturnType<typeof sql.fragment>) =>
  context.app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM tools ${where}`)

describe('the tool list total', () => {
  it('is exact for the whole catalog past the count cap, on the first page and on a page found by cursor', async () => {
    const all = await toolsWhere(sql.fragment``)
    expect(all).toBeGreaterThan(COUNT_CAP)
    expect(await totalOf('')).toEqual({ total: all, total_capped: false })
    const [newest] = await context.app.db.anyFirst(sql.type(z.object({ id: z.number() }))`
      SELECT id FROM tools ORDER BY created_at DESC, id DESC LIMIT 1`)
    expect(await totalOf(`after=${newest}&offset=1`)).toEqual({ total: all, total_capped: false })
  })

  it('is exact for a category alone, and follows its tools in and out', async () => {
    const inCategory = () => toolsWhere(sql.fragment`WHERE category_id = ${category}`)
    expect(await inCategory()).toBe(10)
    expect(await totalOf(`category_id=${category}`)).toEqual({ total: 10, total_capped: false })
    await context.app.db.query(sql.typeAlias('void')`
      UPDATE tools SET category_id = ${category} WHERE slug IN ('counted-1', 'counted-2')`)
    await context.app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE slug = 'counted-1000'`)
    expect(await totalOf(`category_id=${category}`)).toEqual({ total: 11, total_capped: false })
    expect(await totalOf('')).toEqual({ total: await toolsWhere(sql.fragment``), total_capped: false })
  })

  it('is counted up to the cap under any other filter', async () => {
    expect(await totalOf('status=active')).toEqual({ total: COUNT_CAP, total_capped: true })
    expect(await totalOf(`category_id=${category}&status=inactive`)).toEqual({ total: 0, total_capped: false })
  })
})
