/** /api/admin/reports: the report queue grouped by tool, decisions on reports, hiding a reported tool. */
import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createTool } from '../../../../test/factories.ts'
import { browser } from '../../../../test/session.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

/** Reports `tool` once per reason, each from a visitor of its own, as the public form does; answers their ids. */
async function reportTool(slug: string, reports: { reason: string; note?: string }[]) {
  const ids: number[] = []
  for (const body of reports) {
    const response = await browser(context.app).post(`/api/tools/${slug}/reports`, body)
    expect(response.statusCode).toBe(201)
    ids.push(response.json().id)
  }
  return ids
}

const ReportState = z.object({ state: z.string(), resolved_by: z.number().nullable() })
const statesOf = (toolId: number) =>
  context.app.db.any(
    sql.type(ReportState)`SELECT state, resolved_by FROM tool_reports WHERE tool_id = ${toolId} ORDER BY id`,
  )

const queue = async (query = '') => (await context.asAdmin.get(`/api/admin/reports${query}`)).json()
const groupOf = (body: { groups: { tool_id: number }[] }, toolId: number) =>
  body.groups.find((group) => group.tool_id === toolId)

describe('GET /api/admin/reports', () => {
  it('groups open reports by tool, most reported first, with counts per reason and the latest notes', async () => {
    const busy = await createTool(context.app.db, { name: 'Busy Tool' })
    const quiet = await createTool(context.app.db)
    await reportTool(busy.slug, [
      { reason: 'dead_link' },
      { reason: 'dead_link', note: 'Still down' },
      { reason: 'other', note: 'Logo is wrong' },
    ])
    await reportTool(quiet.slug, [{ reason: 'wrong_pricing', note: 'It costs $10 now' }])
    const body = await queue()
    expect(body.total).toBeGreaterThanOrEqual(2)
    const ids = body.groups.map((group: { tool_id: number }) => group.tool_id)
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id))
    expect(groupOf(body, busy.id)).toMatchObject({
      tool_name: 'Busy Tool',
      tool_slug: busy.slug,
      tool_status: 'active',
      report_count: 3,
      reasons: { dead_link: 2, wrong_pricing: 0, duplicate: 0, misleading: 0, other: 1 },
      latest: [
        expect.objectContaining({ reason: 'other', note: 'Logo is wrong' }),
        expect.objectContaining({ reason: 'dead_link', note: 'Still down' }),
        expect.objectContaining({ reason: 'dead_link', note: null }),
      ],
    })
  })

  it('pages by tool and filters by state', async () => {
    const tool = await createTool(context.app.db)
    await reportTool(tool.slug, [{ reason: 'misleading' }])
    const all = await queue()
    const firstPage = await queue('?limit=1')
    expect(firstPage.groups).toHaveLength(1)
    expect(firstPage.total).toBe(all.total)
    const secondPage = await queue('?limit=1&offset=1')
    expect(secondPage.groups[0].tool_id).not.toBe(firstPage.groups[0].tool_id)
    expect(groupOf(await queue('?state=resolved'), tool.id)).toBeUndefined()
  })

  it('refuses an unknown state', async () => {
    const response = await context.asAdmin.get('/api/admin/reports?state=lost')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('state must be one of open, resolved, dismissed')
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/reports', [
      ['GET', ''],
      ['PATCH', '/1'],
      ['PATCH', '/tools/1'],
      ['POST', '/tools/1/deactivate'],
    ])
  })
})

describe('PATCH /api/admin/reports/{id}', () => {
  it('resolves one report, records who and when, and audits it; it then shows under Resolved', async () => {
    const tool = await createTool(context.app.db)
    const [first] = await reportTool(tool.slug, [{ reason: 'dead_link' }, { reason: 'duplicate' }])
    const response = await context.asAdmin.patch(`/api/admin/reports/${first}`, { state: 'resolved' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: first, state: 'resolved', resolved_by: context.admin.id })
    expect(response.json().resolved_at).toEqual(expect.any(String))
    expect(await statesOf(tool.id)).toEqual([
      { state: 'resolved', resolved_by: context.admin.id },
      { state: 'open', resolved_by: null },
    ])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      actor_id: context.admin.id,
      action: 'tool_report.resolve',
      entity_type: 'tool_report',
      entity_id: String(first),
      details: { tool_id: tool.id, reason: 'dead_link' },
    })
    expect(groupOf(await queue('?state=resolved'), tool.id)).toMatchObject({ report_count: 1 })
    expect(groupOf(await queue(), tool.id)).toMatchObject({ report_count: 1, reasons: { duplicate: 1 } })
  })

  it('refuses a state other than resolved or dismissed, and an unknown report', async () => {
    const tool = await createTool(context.app.db)
    const [id] = await reportTool(tool.slug, [{ reason: 'dead_link' }])
    const reopen = await context.asAdmin.patch(`/api/admin/reports/${id}`, { state: 'open' })
    expect(reopen.statusCode).toBe(400)
    expect(reopen.json().error).toContain('state must be one of resolved, dismissed')
    const missing = await context.asAdmin.patch('/api/admin/reports/999999', { state: 'dismissed' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Report not found' })
    expect(await statesOf(tool.id)).toEqual([{ state: 'open', resolved_by: null }])
  })
})

describe('PATCH /api/admin/reports/tools/{tool_id}', () => {
  it("dismisses all of a tool's open reports at once, leaves closed ones and other tools alone, and audits it", async () => {
    const tool = await createTool(context.app.db)
    const other = await createTool(context.app.db)
    const [resolved] = await reportTool(tool.slug, [
      { reason: 'dead_link' },
      { reason: 'duplicate' },
      { reason: 'misleading' },
    ])
    await reportTool(other.slug, [{ reason: 'dead_link' }])
    await context.asAdmin.patch(`/api/admin/reports/${resolved}`, { state: 'resolved' })
    const response = await context.asAdmin.patch(`/api/admin/reports/tools/${tool.id}`, { state: 'dismissed' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ ok: true, tool_id: tool.id, closed: 2, message: '2 reports dismissed' })
    expect((await statesOf(tool.id)).map((row) => row.state)).toEqual(['resolved', 'dismissed', 'dismissed'])
    expect((await statesOf(other.id)).map((row) => row.state)).toEqual(['open'])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool_report.dismiss_all',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { reports: 2 },
    })
  })

  it('answers 404 for an unknown tool', async () => {
    const response = await context.asAdmin.patch('/api/admin/reports/tools/999999', { state: 'resolved' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Tool not found' })
  })
})

describe('POST /api/admin/reports/tools/{tool_id}/deactivate', () => {
  it('hides the tool and resolves its open reports in one audited change', async () => {
    const tool = await createTool(context.app.db, { name: 'Gone Tool' })
    await reportTool(tool.slug, [{ reason: 'dead_link' }, { reason: 'dead_link' }])
    const response = await context.asAdmin.post(`/api/admin/reports/tools/${tool.id}/deactivate`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ closed: 2, message: '"Gone Tool" is now hidden from the site' })
    expect((await context.app.inject(`/api/tools/${tool.slug}`)).statusCode).toBe(404)
    expect((await statesOf(tool.id)).map((row) => row.state)).toEqual(['resolved', 'resolved'])
    expect(groupOf(await queue('?state=resolved'), tool.id)).toMatchObject({ tool_status: 'inactive' })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool.deactivate',
      entity_id: String(tool.id),
      details: { name: 'Gone Tool', resolved_reports: 2 },
    })
  })

  it('answers 404 for an unknown tool', async () => {
    const response = await context.asAdmin.post('/api/admin/reports/tools/999999/deactivate')
    expect(response.statusCode).toBe(404)
  })
})
