/** POST /api/admin/tools/bulk: one action on many tools, all or nothing, audited once, followed by search. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminTestContext, lastAuditEntry, startAdminTestApp } from '../../../../test/admin-test-kit.ts'
import { createCategory, createTool } from '../../../../test/factories.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const bulk = (body: Record<string, unknown>) => context.asAdmin.post('/api/admin/tools/bulk', body)

const ToolRow = z.object({
  id: z.number(),
  status: z.string(),
  is_featured: z.boolean(),
  category_id: z.number().nullable(),
})
const rows = (ids: number[]) =>
  context.app.db.any(sql.type(ToolRow)`
    SELECT id, status, is_featured, category_id FROM tools WHERE id = ANY(${sql.array(ids, 'int4')}) ORDER BY id`)

const twoTools = async (name = 'Bulky') =>
  [
    await createTool(context.app.db, { name: `${name} One` }),
    await createTool(context.app.db, { name: `${name} Two` }),
  ] as const

describe('POST /api/admin/tools/bulk', () => {
  it('features the tools, says how many, and audits once with their ids', async () => {
    const tools = await twoTools()
    const ids = tools.map((tool) => tool.id)
    const response = await bulk({ ids, action: 'set_featured', value: true })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, changed: 2, message: '2 tools added to the featured list' })
    expect((await rows(ids)).map((row) => row.is_featured)).toEqual([true, true])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool.bulk_set_featured',
      entity_type: 'tool',
      details: { ids, value: true },
    })
  })

  it('hides the tools, and search stops finding them', async () => {
    const tools = await twoTools('Zorblax')
    const ids = tools.map((tool) => tool.id)
    const response = await bulk({ ids, action: 'set_status', value: 'inactive' })
    expect(response.json()).toEqual({ ok: true, changed: 2, message: '2 tools set to inactive' })
    expect((await rows(ids)).map((row) => row.status)).toEqual(['inactive', 'inactive'])
    const search = await context.asAdmin.get('/api/search?q=zorblax')
    expect(search.json().hits).toEqual([])
  })

  it('moves the tools to a category, and back to none', async () => {
    const category = await createCategory(context.app.db, { name: 'Bulk Moves' })
    const ids = (await twoTools()).map((tool) => tool.id)
    const moved = await bulk({ ids, action: 'set_category', value: category.id })
    expect(moved.json().message).toBe('2 tools moved to the category')
    expect((await rows(ids)).map((row) => row.category_id)).toEqual([category.id, category.id])
    const listed = await context.asAdmin.get(`/api/admin/tools?category_id=${category.id}`)
    expect(listed.json().tools.map((tool: { category_name: string }) => tool.category_name)).toEqual([
      'Bulk Moves',
      'Bulk Moves',
    ])
    const cleared = await bulk({ ids, action: 'set_category', value: null })
    expect(cleared.json().message).toBe('2 tools made uncategorized')
    expect((await rows(ids)).map((row) => row.category_id)).toEqual([null, null])
  })

  it('deletes the tools in one go, and search forgets them', async () => {
    const tools = await twoTools('Quaxley')
    const ids = tools.map((tool) => tool.id)
    const response = await bulk({ ids: [...ids, ids[0]], action: 'delete' })
    expect(response.json()).toEqual({ ok: true, changed: 2, message: '2 tools deleted' })
    expect(await rows(ids)).toEqual([])
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.bulk_delete', details: { ids } })
    expect((await context.asAdmin.get('/api/search?q=quaxley')).json().hits).toEqual([])
  })

  it('refuses unknown ids with a 404 naming them, and changes nothing', async () => {
    const [tool] = await twoTools()
    const before = await lastAuditEntry(context.app)
    const response = await bulk({ ids: [tool.id, 999998, 999999], action: 'delete' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Unknown tools: 999998, 999999' })
    expect(await rows([tool.id])).toHaveLength(1)
    expect(await lastAuditEntry(context.app)).toEqual(before)
  })

  it.each([
    [{ ids: [], action: 'delete' }, 'Choose at least one tool'],
    [{ ids: 'all', action: 'delete' }, 'ids must be a list of tool ids'],
    [{ ids: Array.from({ length: 101 }, (_, n) => n + 1), action: 'delete' }, 'Change at most 100 tools at once'],
    [{ ids: [1], action: 'archive' }, 'action must be one of delete, set_status, set_featured, set_category'],
    [{ ids: [1], action: 'set_status', value: 'gone' }, 'value must be one of active, inactive'],
    [{ ids: [1], action: 'set_featured', value: 'yes' }, 'value must be true or false'],
    [{ ids: [1], action: 'set_category', value: 'x' }, 'value must be a category id or null'],
  ])('refuses %j with a 400 saying what is wrong', async (body, error) => {
    const response = await bulk(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })

  it('refuses a category that does not exist with a 400', async () => {
    const [tool] = await twoTools()
    const response = await bulk({ ids: [tool.id], action: 'set_category', value: 999999 })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('The selected category does not exist')
  })
})
