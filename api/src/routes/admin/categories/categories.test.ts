/** /api/admin/categories: list, create (slug rules), edit, delete (tools left uncategorized). */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createCategory, createTool } from '../../../../test/factories.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

describe('GET /api/admin/categories', () => {
  it('lists categories with their tool counts, hidden tools included', async () => {
    const category = await createCategory(context.app.db)
    await createTool(context.app.db, { categoryId: category.id, status: 'inactive' })
    const response = await context.asAdmin.get('/api/admin/categories?_t=1')
    expect(response.statusCode).toBe(200)
    expect(response.json().find((row: { id: number }) => row.id === category.id)).toMatchObject({
      slug: category.slug,
      tool_count: 1,
    })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/categories')
  })
})

describe('POST /api/admin/categories', () => {
  it('creates a category, deriving a unique slug from the name when none is given', async () => {
    const first = await context.asAdmin.post('/api/admin/categories', {
      name: 'Video Editing',
      description: 'Cut and grade.',
      icon: '🎬',
      tags: 'video, editing',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Video Editing',
      slug: 'video-editing',
      icon: '🎬',
      tags: ['video', 'editing'],
      tool_count: 0,
    })
    const second = await context.asAdmin.post('/api/admin/categories', { name: 'Video editing', slug: '' })
    expect(second.json().slug).toBe('video-editing-2')
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'category.create',
      entity_id: String(second.json().id),
    })
  })

  it('keeps an explicit slug and answers 409 when another category has it', async () => {
    const created = await context.asAdmin.post('/api/admin/categories', { name: 'Audio', slug: 'sound-tools' })
    expect(created.json().slug).toBe('sound-tools')
    const taken = await context.asAdmin.post('/api/admin/categories', { name: 'Sound', slug: 'sound-tools' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toBe('That slug is already taken')
  })

  it('accepts an image URL as icon', async () => {
    const response = await context.asAdmin.post('/api/admin/categories', {
      name: 'Icons',
      icon: 'https://cdn.example.com/icon.png',
    })
    expect(response.json().icon).toBe('https://cdn.example.com/icon.png')
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [
      { name: 'Fine', slug: 'Not A Slug' },
      'Slug may only contain lowercase letters, digits and hyphens (not at either end)',
    ],
    [
      { name: 'Fine', slug: '-edge-' },
      'Slug may only contain lowercase letters, digits and hyphens (not at either end)',
    ],
    [{ name: 'Fine', icon: 'http://' }, 'Icon must be an emoji or an image URL starting with http'],
    [{ name: 'Fine', description: 'x'.repeat(2001) }, 'Description must be at most 2,000 characters'],
  ])('refuses %o with 400 "%s"', async (body, error) => {
    const response = await context.asAdmin.post('/api/admin/categories', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })
})

describe('PUT /api/admin/categories/{id}', () => {
  it('updates the category and renames it on its tools (search documents included)', async () => {
    const category = await createCategory(context.app.db, { name: 'Old' })
    const tool = await createTool(context.app.db, { categoryId: category.id })
    const response = await context.asAdmin.put(`/api/admin/categories/${category.id}`, { name: 'Renamed', slug: '' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: category.id, name: 'Renamed', slug: category.slug })
    const toolCategory = await context.app.db.oneFirst(
      sql.type(
        z.object({ category_name: z.string().nullable() }),
      )`SELECT category_name FROM tools WHERE id = ${tool.id}`,
    )
    expect(toolCategory).toBe('Renamed')
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'category.update',
      entity_id: String(category.id),
    })
  })

  it('answers 404 for an unknown category and 400 for a bad slug', async () => {
    const missing = await context.asAdmin.put('/api/admin/categories/999999', { name: 'X' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Category not found' })
    const category = await createCategory(context.app.db)
    expect(
      (await context.asAdmin.put(`/api/admin/categories/${category.id}`, { name: 'X', slug: 'a b' })).statusCode,
    ).toBe(400)
  })
})

describe('DELETE /api/admin/categories/{id}', () => {
  it('deletes the category and says how many tools are now uncategorized', async () => {
    const category = await createCategory(context.app.db, { name: 'Doomed' })
    const tools = [
      await createTool(context.app.db, { categoryId: category.id }),
      await createTool(context.app.db, { categoryId: category.id }),
    ]
    const response = await context.asAdmin.delete(`/api/admin/categories/${category.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ok: true,
      message: 'Category "Doomed" deleted; its 2 tools are now uncategorized',
      uncategorized_tools: 2,
    })
    const left = await context.app.db.anyFirst(sql.type(z.object({ category_id: z.number().nullable() }))`
      SELECT category_id FROM tools WHERE id = ANY(${sql.array(
        tools.map((tool) => tool.id),
        'int4',
      )})`)
    expect(left).toEqual([null, null])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'category.delete',
      details: { uncategorized_tools: 2 },
    })
  })

  it('says plainly when no tool was in it, and answers 404 for an unknown category', async () => {
    const category = await createCategory(context.app.db, { name: 'Empty' })
    expect((await context.asAdmin.delete(`/api/admin/categories/${category.id}`)).json().message).toBe(
      'Category "Empty" deleted',
    )
    expect((await context.asAdmin.delete('/api/admin/categories/999999')).statusCode).toBe(404)
  })
})
