/** /api/admin/contact-inquiries: the inbox with filters, and status + notes per inquiry. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  expectBadSortRefused,
  expectSortedBy,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { INQUIRY_SORTS } from './schemas.ts'

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
    expect(all.json().inquiries.map((row: { id: number }) => row.id)).toEqual([general, resolvedBug, bug])
    const bugs = await context.asAdmin.get('/api/admin/contact-inquiries?query_type=bug_report&status=new')
    expect(bugs.json()).toEqual({
      inquiries: [expect.objectContaining({ id: bug, status: 'new', email: 'visitor@example.com', admin_notes: null })],
      total: 1,
    })
  })

  describe('a page at a time', () => {
    // Three inquiries found by "platypus" in an email, a mobile number or a message.
    beforeAll(async () => {
      await context.app.db.query(sql.typeAlias('void')`
        INSERT INTO contact_inquiries (email, mobile, query_type, message, status, created_at) VALUES
          ('cy@platypus.example', NULL, 'support', 'Hi', 'resolved', now() - interval '3 days'),
          ('ab@example.com', NULL, 'partnership', 'A platypus deal', 'new', now() - interval '2 days'),
          ('bo@example.com', '+1 PLATYPUS', 'bug_report', 'Broken', 'in_progress', now() - interval '1 day')`)
    })
    const url = '/api/admin/contact-inquiries?q=Platypus'

    it('searches emails, mobiles and messages, newest first, and pages with the total', async () => {
      const all = await context.asAdmin.get(url)
      expect(all.statusCode).toBe(200)
      expect(all.json().inquiries.map((row: { email: string }) => row.email)).toEqual([
        'bo@example.com',
        'ab@example.com',
        'cy@platypus.example',
      ])
      expect(all.json().total).toBe(3)
      const page = await context.asAdmin.get(`${url}&limit=2&offset=2`)
      expect(page.json()).toEqual({ inquiries: [expect.objectContaining({ email: 'cy@platypus.example' })], total: 3 })
    })

    it.each([
      { sort: 'created_at', ascending: ['cy@platypus.example', 'ab@example.com', 'bo@example.com'] },
      { sort: 'email', ascending: ['ab@example.com', 'bo@example.com', 'cy@platypus.example'] },
      { sort: 'query_type', ascending: ['bo@example.com', 'ab@example.com', 'cy@platypus.example'] },
      { sort: 'status', ascending: ['bo@example.com', 'ab@example.com', 'cy@platypus.example'] },
    ])('sorts by $sort both ways', async ({ sort, ascending }) => {
      await expectSortedBy(context.asAdmin, url, 'inquiries', { sort, field: 'email', ascending })
    })

    it('refuses a sort it does not know with a 400 naming the ones it does', async () => {
      await expectBadSortRefused(context.asAdmin, '/api/admin/contact-inquiries', INQUIRY_SORTS)
    })
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
