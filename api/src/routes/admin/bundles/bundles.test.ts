/** /api/admin/bundles: list, create, edit (ordered tool lists, unknown ids), delete. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createBundle, createTool } from '../../../../test/factories.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const form = (fields: Record<string, unknown> = {}) => ({
  name: 'Writer Kit',
  summary: 'Everything to write.',
  ...fields,
})

describe('GET /api/admin/bundles', () => {
  it('lists bundles, hidden ones too, with their tools in order', async () => {
    const [a, b] = [await createTool(context.app.db), await createTool(context.app.db)]
    const bundle = await createBundle(context.app.db, { status: 'inactive', toolIds: [b.id, a.id] })
    const response = await context.asAdmin.get('/api/admin/bundles')
    expect(response.statusCode).toBe(200)
    expect(response.json().find((row: { id: number }) => row.id === bundle.id)).toMatchObject({
      status: 'inactive',
      tool_ids: [b.id, a.id],
      popularity: 0,
    })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/bundles')
  })
})

describe('POST /api/admin/bundles', () => {
  it('creates a bundle from the form, tool_ids as a JSON string kept in order', async () => {
    const tools = [await createTool(context.app.db), await createTool(context.app.db), await createTool(context.app.db)]
    const order = [tools[2]?.id, tools[0]?.id, tools[1]?.id]
    const response = await context.asAdmin.post(
      '/api/admin/bundles',
      form({
        icon: '✍️',
        tags: 'writing, content',
        tool_ids: JSON.stringify(order),
        downloadable_resource: 'https://files.example.com/guide.pdf',
        popularity: '42',
        status: 'active',
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      name: 'Writer Kit',
      slug: 'writer-kit',
      tags: ['writing', 'content'],
      tool_ids: order,
      popularity: 42,
      status: 'active',
      downloadable_resource: 'https://files.example.com/guide.pdf',
    })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'bundle.create', details: { tool_ids: order } })
  })

  it.each([['-3'], ['abc'], [1.5], [null]])('turns an invalid popularity (%o) into 0', async (popularity) => {
    const response = await context.asAdmin.post('/api/admin/bundles', form({ popularity }))
    expect(response.statusCode).toBe(201)
    expect(response.json().popularity).toBe(0)
  })

  it('refuses tool ids that name no tool, naming them, and writes nothing', async () => {
    const tool = await createTool(context.app.db)
    const before = await context.app.db.oneFirst(sql.typeAlias('id')`SELECT count(*)::int AS id FROM bundles`)
    const response = await context.asAdmin.post('/api/admin/bundles', form({ tool_ids: [tool.id, 999_998, 999_999] }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Unknown tool ids: 999998, 999999')
    expect(await context.app.db.oneFirst(sql.typeAlias('id')`SELECT count(*)::int AS id FROM bundles`)).toBe(before)
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ summary: '' }, 'Summary is required'],
    [{ downloadable_resource: 'guide.pdf' }, 'Downloadable resource must be a valid URL'],
    [{ tool_ids: '[1, "x"]' }, 'tool_ids must be a list of tool ids'],
    [{ slug: 'Bad Slug' }, 'Slug may only contain lowercase letters, digits and hyphens (not at either end)'],
  ])('refuses %o with 400 "%s"', async (fields, error) => {
    const response = await context.asAdmin.post('/api/admin/bundles', form(fields))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })
})

describe('PUT /api/admin/bundles/{id}', () => {
  it('replaces fields and the tool list, keeping the slug', async () => {
    const [a, b] = [await createTool(context.app.db), await createTool(context.app.db)]
    const bundle = await createBundle(context.app.db, { toolIds: [a.id] })
    const response = await context.asAdmin.put(
      `/api/admin/bundles/${bundle.id}`,
      form({ name: 'Renamed Kit', tool_ids: `${b.id}, ${a.id}`, status: 'inactive' }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      slug: bundle.slug,
      name: 'Renamed Kit',
      tool_ids: [b.id, a.id],
      status: 'inactive',
    })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'bundle.update', entity_id: String(bundle.id) })
  })

  it('answers 404 for an unknown bundle', async () => {
    const response = await context.asAdmin.put('/api/admin/bundles/999999', form())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Bundle not found' })
  })
})

describe('DELETE /api/admin/bundles/{id}', () => {
  it('deletes the bundle and its list, not its tools', async () => {
    const tool = await createTool(context.app.db)
    const bundle = await createBundle(context.app.db, { toolIds: [tool.id] })
    const response = await context.asAdmin.delete(`/api/admin/bundles/${bundle.id}`)
    expect(response.json()).toEqual({ ok: true, message: `Bundle "${bundle.name}" deleted` })
    expect(await context.app.db.exists(sql.typeAlias('void')`SELECT FROM tools WHERE id = ${tool.id}`)).toBe(true)
    expect(await context.app.db.exists(sql.typeAlias('void')`SELECT FROM bundles WHERE id = ${bundle.id}`)).toBe(false)
    expect((await context.asAdmin.delete(`/api/admin/bundles/${bundle.id}`)).statusCode).toBe(404)
  })
})
