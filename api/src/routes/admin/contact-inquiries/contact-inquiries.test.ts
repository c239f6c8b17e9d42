/** /api/admin/contact-inquiries: the inbox with filters, and status + notes per inquiry. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const createInquiry = (queryType: string, status = 'new') =>
  context.app.db.oneFirst(sql.typeAlias('id')`
    INSERT INTO contact_inquiries (email, query_type, message, status)
    VALUES ('visitor@example.com', ${queryType}, 'Hello there', ${status}) RETURNING id`)

describe('GET /api/admin/contact-inquiries', () => {
  it('lists inquiries newest first, filtered by status and query type', async () => {
    const bug = await createInquiry('bug_report')
    const resolvedBug = await createInquiry('bug_report', 'resolved')
    const general = await createInquiry('general')
    const all = await context.asAdmin.get('/api/admin/contact-inquiries')
    expect(all.json().map((row: { id: number }) => row.id)).toEqual([general, resolvedBug, bug])
    const bugs = await context.asAdmin.get('/api/admin/contact-inquiries?query_type=bug_report&status=new')
    expect(bugs.json()).toEqual([
      expect.objectContaining({ id: bug, status: 'new', email: 'visitor@example.com', admin_notes: null }),
    ])
  })

  it('refuses an unknown filter value', async () => {
    const response = await context.asAdmin.get('/api/admin/contact-inquiries?status=lost')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('status must be one of new, in_progress, resolved, closed')
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/contact-inquiries', [
      ['GET', ''],
      ['PUT', '/1'],
    ])
  })
})

describe('PUT /api/admin/contact-inquiries/{id}', () => {
  it('sets the status and notes together', async () => {
    const id = await createInquiry('support')
    const response = await context.asAdmin.put(`/api/admin/contact-inquiries/${id}`, {
      status: 'in_progress',
      admin_notes: ' Called back ',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id, status: 'in_progress', admin_notes: 'Called back' })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'contact_inquiry.update',
      entity_id: String(id),
      details: { status: 'in_progress' },
    })
  })

  it('refuses an unknown status with 400 and an unknown inquiry with 404', async () => {
    const id = await createInquiry('general')
    const bad = await context.asAdmin.put(`/api/admin/contact-inquiries/${id}`, { status: 'done' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Status must be one of new, in_progress, resolved, closed')
    const missing = await context.asAdmin.put('/api/admin/contact-inquiries/999999', { status: 'resolved' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Inquiry not found' })
  })
})
