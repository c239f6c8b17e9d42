/** /api/admin/tutorials: paged list (search, tool filter), create, edit, move up/down, delete; audited; positions kept 0…n-1. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  CRUD_ROUTES,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createTool } from '../../../../test/factories.ts'
import { isStored, storeUpload } from '../../../../test/stored-uploads.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const create = (fields: Record<string, unknown>) => context.asAdmin.post('/api/admin/tutorials', fields)

async function createTutorial(toolId: number, title: string, extra: Record<string, unknown> = {}) {
  const response = await create({ tool_id: toolId, title, ...extra })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: number; position: number }
}

/** The tool's tutorials as stored: titles by position. */
const storedOrder = (toolId: number) =>
  context.app.db.any(sql.type(z.object({ title: z.string(), position: z.number() }))`
    SELECT title, position FROM tool_tutorials WHERE tool_id = ${toolId} ORDER BY position, id`)

describe('POST /api/admin/tutorials', () => {
  it('creates a tutorial after the tool’s others, with every field, and audits it', async () => {
    const tool = await createTool(context.app.db, { name: 'Figma AI' })
    await createTutorial(tool.id, 'First steps')
    const response = await create({
      tool_id: String(tool.id),
      title: '  Wireframes from a prompt  ',
      description: '## Steps\n\n    indented stays\n',
      difficulty_level: 'Intermediate',
      duration_minutes: '15',
      video_url: 'https://www.youtube.com/watch?v=abc123',
      pdf_url: 'https://example.com/guide.pdf',
    })
    expect(response.statusCode).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({
      tool_id: tool.id,
      tool_name: 'Figma AI',
      tool_slug: tool.slug,
      title: 'Wireframes from a prompt',
      description: '## Steps\n\n    indented stays\n',
      difficulty_level: 'intermediate',
      duration_minutes: 15,
      video_url: 'https://www.youtube.com/watch?v=abc123',
      pdf_url: 'https://example.com/guide.pdf',
      position: 1,
      tool_tutorial_count: 2,
    })
    expect(await storedOrder(tool.id)).toEqual([
      { title: 'First steps', position: 0 },
      { title: 'Wireframes from a prompt', position: 1 },
    ])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tutorial.create',
      entity_type: 'tutorial',
      entity_id: String(created.id),
      details: { title: 'Wireframes from a prompt', tool: tool.slug },
    })
  })

  it('accepts a PDF uploaded to this site and defaults to a beginner tutorial of no stated length', async () => {
    const tool = await createTool(context.app.db)
    const response = await create({ tool_id: tool.id, title: 'Guide', pdf_url: '/uploads/tutorials/Ab3_x-9.pdf' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ difficulty_level: 'beginner', duration_minutes: null, video_url: null })
  })

  it.each([
    [{ tool_id: '', title: 'No tool' }, 'Please choose the tool this tutorial is for'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'T', difficulty_level: 'expert' }, 'Difficulty must be one of beginner, intermediate, advanced'],
    [{ title: 'T', duration_minutes: 0 }, 'Duration must be a whole number of minutes from 1 to 600'],
    [{ title: 'T', duration_minutes: '1.5' }, 'Duration must be a whole number of minutes from 1 to 600'],
    [{ title: 'T', video_url: 'javascript:alert(1)' }, 'Video URL must be a valid URL'],
    [{ title: 'T', video_url: 'ftp://example.com/v.mp4' }, 'Video URL must be a valid URL'],
    [
      { title: 'T', pdf_url: '/uploads/logos/x.pdf' },
      'PDF must be a link starting with http:// or https://, or an uploaded PDF',
    ],
    [{ title: 'T', description: 'x'.repeat(5001) }, 'Description must be at most 5,000 characters'],
  ])('refuses %j with a 400 saying what is wrong, storing nothing', async (fields, message) => {
    const tool = await createTool(context.app.db)
    const response = await create({ tool_id: tool.id, ...fields })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(message)
    expect(await storedOrder(tool.id)).toEqual([])
  })

  it('refuses a tool that does not exist with a 400 naming the field', async () => {
    const response = await create({ tool_id: 987654, title: 'Orphan' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'The selected tool does not exist',
      details: [{ field: 'tool_id', message: 'The selected tool does not exist' }],
    })
  })
})

describe('GET /api/admin/tutorials', () => {
  it('pages through every tutorial by tool and position, with the total, searching title or tool name', async () => {
    const zebra = await createTool(context.app.db, { name: 'Zebra Writer' })
    const aardvark = await createTool(context.app.db, { name: 'Aardvark Paint' })
    await createTutorial(zebra.id, 'Zebra one')
    await createTutorial(aardvark.id, 'Paint a logo')
    await createTutorial(aardvark.id, 'Paint a banner')

    const byTool = await context.asAdmin.get(`/api/admin/tutorials?tool_id=${aardvark.id}&limit=1&offset=1`)
    expect(byTool.statusCode).toBe(200)
    expect(byTool.json()).toMatchObject({ total: 2, tutorials: [{ title: 'Paint a banner', position: 1 }] })

    const byToolName = (await context.asAdmin.get('/api/admin/tutorials?q=aardvark')).json()
    expect(byToolName.tutorials.map((row: { title: string }) => row.title)).toEqual(['Paint a logo', 'Paint a banner'])
    const byTitle = (await context.asAdmin.get('/api/admin/tutorials?q=zebra%20one')).json()
    expect(byTitle).toMatchObject({ total: 1, tutorials: [{ title: 'Zebra one', tool_name: 'Zebra Writer' }] })
  })

  it('refuses a bad page with a 400 naming the parameter', async () => {
    const response = await context.asAdmin.get('/api/admin/tutorials?limit=500')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('limit must be at most 100')
  })

  it('answers one tutorial, or 404', async () => {
    const tool = await createTool(context.app.db)
    const { id } = await createTutorial(tool.id, 'One')
    expect((await context.asAdmin.get(`/api/admin/tutorials/${id}`)).json()).toMatchObject({ id, title: 'One' })
    const missing = await context.asAdmin.get('/api/admin/tutorials/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Tutorial not found' })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/tutorials', [...CRUD_ROUTES, ['POST', '/1/move']])
  })
})

describe('PUT /api/admin/tutorials/:id', () => {
  it('edits a tutorial in place and audits it', async () => {
    const tool = await createTool(context.app.db)
    await createTutorial(tool.id, 'Before')
    const { id } = await createTutorial(tool.id, 'Second')
    const response = await context.asAdmin.put(`/api/admin/tutorials/${id}`, {
      tool_id: tool.id,
      title: 'After',
      difficulty_level: 'advanced',
      duration_minutes: 40,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id, title: 'After', difficulty_level: 'advanced', position: 1 })
    expect(await storedOrder(tool.id)).toEqual([
      { title: 'Before', position: 0 },
      { title: 'After', position: 1 },
    ])
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tutorial.update', entity_id: String(id) })
  })

  it('moves a tutorial given to another tool to the end of that tool’s list and closes the gap it leaves', async () => {
    const from = await createTool(context.app.db)
    const to = await createTool(context.app.db)
    const { id } = await createTutorial(from.id, 'Moving')
    await createTutorial(from.id, 'Staying')
    await createTutorial(to.id, 'Already there')
    const response = await context.asAdmin.put(`/api/admin/tutorials/${id}`, { tool_id: to.id, title: 'Moving' })
    expect(response.json()).toMatchObject({ tool_id: to.id, position: 1 })
    expect(await storedOrder(from.id)).toEqual([{ title: 'Staying', position: 0 }])
    expect(await storedOrder(to.id)).toEqual([
      { title: 'Already there', position: 0 },
      { title: 'Moving', position: 1 },
    ])
  })

  it('answers 404 for a tutorial that does not exist and 400 for bad fields', async () => {
    const tool = await createTool(context.app.db)
    const missing = await context.asAdmin.put('/api/admin/tutorials/999999', { tool_id: tool.id, title: 'X' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe('Tutorial not found')
    const { id } = await createTutorial(tool.id, 'Kept')
    const bad = await context.asAdmin.put(`/api/admin/tutorials/${id}`, { tool_id: tool.id, title: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Title is required')
    expect(await storedOrder(tool.id)).toEqual([{ title: 'Kept', position: 0 }])
  })
})

describe('POST /api/admin/tutorials/:id/move', () => {
  it('swaps a tutorial with its neighbour, and refuses to move past either end with a 409', async () => {
    const tool = await createTool(context.app.db)
    const first = await createTutorial(tool.id, 'A')
    const second = await createTutorial(tool.id, 'B')
    await createTutorial(tool.id, 'C')

    const up = await context.asAdmin.post(`/api/admin/tutorials/${second.id}/move`, { direction: 'up' })
    expect(up.statusCode).toBe(200)
    expect(up.json()).toMatchObject({ id: second.id, position: 0 })
    expect((await storedOrder(tool.id)).map((row) => row.title)).toEqual(['B', 'A', 'C'])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tutorial.move',
      details: { direction: 'up', position: 0 },
    })

    const down = await context.asAdmin.post(`/api/admin/tutorials/${first.id}/move`, { direction: 'down' })
    expect(down.json().position).toBe(2)
    expect(await storedOrder(tool.id)).toEqual([
      { title: 'B', position: 0 },
      { title: 'C', position: 1 },
      { title: 'A', position: 2 },
    ])

    const pastTheEnd = await context.asAdmin.post(`/api/admin/tutorials/${first.id}/move`, { direction: 'down' })
    expect(pastTheEnd.statusCode).toBe(409)
    expect(pastTheEnd.json().error).toBe('This tutorial is already last for its tool')
    const pastTheTop = await context.asAdmin.post(`/api/admin/tutorials/${second.id}/move`, { direction: 'up' })
    expect(pastTheTop.json().error).toBe('This tutorial is already first for its tool')
  })

  it('refuses an unknown direction with a 400 and an unknown tutorial with a 404', async () => {
    const tool = await createTool(context.app.db)
    const { id } = await createTutorial(tool.id, 'Only')
    const sideways = await context.asAdmin.post(`/api/admin/tutorials/${id}/move`, { direction: 'left' })
    expect(sideways.statusCode).toBe(400)
    expect(sideways.json().error).toBe("Direction must be 'up' or 'down'")
    const missing = await context.asAdmin.post('/api/admin/tutorials/999999/move', { direction: 'up' })
    expect(missing.statusCode).toBe(404)
  })
})

describe('DELETE /api/admin/tutorials/:id', () => {
  it('deletes a tutorial, renumbers the rest of its tool’s list and audits it; a second delete is a 404', async () => {
    const tool = await createTool(context.app.db)
    await createTutorial(tool.id, 'Keep 1')
    const { id } = await createTutorial(tool.id, 'Goes')
    await createTutorial(tool.id, 'Keep 2')
    const response = await context.asAdmin.delete(`/api/admin/tutorials/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, message: 'Tutorial "Goes" deleted' })
    expect(await storedOrder(tool.id)).toEqual([
      { title: 'Keep 1', position: 0 },
      { title: 'Keep 2', position: 1 },
    ])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tutorial.delete',
      entity_id: String(id),
      details: { title: 'Goes', tool_id: tool.id },
    })
    const again = await context.asAdmin.delete(`/api/admin/tutorials/${id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe('Tutorial not found')
  })
})

describe('uploaded tutorial PDFs', () => {
  it('removes the stored PDF of a deleted tutorial', async () => {
    const tool = await createTool(context.app.db)
    const pdf = await storeUpload(context.app, 'tutorials', 'pdf')
    const { id } = await createTutorial(tool.id, 'With a PDF', { pdf_url: pdf })
    expect(await isStored(context.app, pdf)).toBe(true)
    expect((await context.asAdmin.delete(`/api/admin/tutorials/${id}`)).statusCode).toBe(200)
    expect(await isStored(context.app, pdf)).toBe(false)
  })

  it('removes the replaced PDF and keeps the new one', async () => {
    const tool = await createTool(context.app.db)
    const [before, after] = [
      await storeUpload(context.app, 'tutorials', 'pdf'),
      await storeUpload(context.app, 'tutorials', 'pdf'),
    ]
    const { id } = await createTutorial(tool.id, 'Replaced', { pdf_url: before })
    const response = await context.asAdmin.put(`/api/admin/tutorials/${id}`, {
      tool_id: tool.id,
      title: 'Replaced',
      pdf_url: after,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().pdf_url).toBe(after)
    expect(await isStored(context.app, before)).toBe(false)
    expect(await isStored(context.app, after)).toBe(true)
    // Saving the same PDF again keeps it.
    await context.asAdmin.put(`/api/admin/tutorials/${id}`, { tool_id: tool.id, title: 'Renamed', pdf_url: after })
    expect(await isStored(context.app, after)).toBe(true)
  })

  it('keeps a PDF another tutorial still names', async () => {
    const tool = await createTool(context.app.db)
    const pdf = await storeUpload(context.app, 'tutorials', 'pdf')
    const { id } = await createTutorial(tool.id, 'Goes', { pdf_url: pdf })
    await createTutorial(tool.id, 'Stays', { pdf_url: pdf })
    expect((await context.asAdmin.delete(`/api/admin/tutorials/${id}`)).statusCode).toBe(200)
    expect(await isStored(context.app, pdf)).toBe(true)
  })

  it('answers the delete even when the store cannot delete the file', async () => {
    const tool = await createTool(context.app.db)
    const pdf = await storeUpload(context.app, 'tutorials', 'pdf')
    const { id } = await createTutorial(tool.id, 'Stuck file', { pdf_url: pdf })
    const spy = vi.spyOn(context.app.uploads, 'delete').mockRejectedValueOnce(new Error('bucket unreachable'))
    try {
      const response = await context.asAdmin.delete(`/api/admin/tutorials/${id}`)
      expect(response.statusCode).toBe(200)
      expect(spy).toHaveBeenCalledOnce()
    } finally {
      spy.mockRestore()
    }
    expect(await context.app.db.exists(sql.typeAlias('void')`SELECT FROM tool_tutorials WHERE id = ${id}`)).toBe(false)
  })
})
