/**
 * Replying to a contact inquiry: the mail that reaches the sender (answer, then the original quoted, all
 * escaped), the reply on record under the inquiry, its new status and the audit row, all or nothing.
 */

import { sql } from '@kitly/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { lastAuditEntry } from '../../../../test/admin-test-kit.ts'
import { withMailServer } from '../../../../test/app-with-mail.ts'
import { createAdmin, createUser, type TestUser } from '../../../../test/factories.ts'
import { type Browser, browserAs } from '../../../../test/session.ts'
import { MAX_REPLY_LENGTH } from './schemas.ts'

const { app, mailsTo } = await withMailServer()
let admin: TestUser
let moderator: TestUser
let asAdmin: Browser
beforeAll(async () => {
  admin = await createAdmin(app.db, { name: 'Ada Admin' })
  moderator = await createUser(app.db, { role: 'moderator', name: 'Mo Derator' })
  asAdmin = await browserAs(app, admin)
})

let sender = 0
/** An inquiry from an address of its own, so each test reads only its own mail. */
async function createInquiry(message = 'Hello there', status = 'new') {
  const email = `sender-${++sender}-${Date.now()}@example.com`
  const id = await app.db.oneFirst(sql.typeAlias('id')`
    INSERT INTO contact_inquiries (email, query_type, message, status)
    VALUES (${email}, 'partnership', ${message}, ${status}) RETURNING id`)
  return { id, email }
}

const Reply = z.object({ inquiry_id: z.number(), body: z.string(), sent_by: z.number().nullable() })
const repliesOf = (inquiryId: number) =>
  app.db.any(sql.type(Reply)`
    SELECT inquiry_id, body, sent_by FROM contact_inquiry_replies WHERE inquiry_id = ${inquiryId} ORDER BY id`)
const statusOf = (inquiryId: number) =>
  app.db.oneFirst(
    sql.type(z.object({ status: z.string() }))`SELECT status FROM contact_inquiries WHERE id = ${inquiryId}`,
  )

const reply = (as: Browser, inquiryId: number, body: unknown) =>
  as.post(`/api/admin/contact-inquiries/${inquiryId}/reply`, { body })

describe('POST /api/admin/contact-inquiries/{id}/reply', () => {
  it('mails the answer with the original quoted, records it, resolves the inquiry and audits it', async () => {
    const inquiry = await createInquiry('Can we <b>partner</b>?\nThanks & regards')
    const response = await reply(asAdmin, inquiry.id, '  Yes, gladly.\n\nWrite to <partners@kitly.dev>.  ')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      id: inquiry.id,
      status: 'resolved',
      replies: [
        {
          id: expect.any(Number),
          body: 'Yes, gladly.\n\nWrite to <partners@kitly.dev>.',
          sent_by: { id: admin.id, name: 'Ada Admin', email: admin.email },
          created_at: expect.any(String),
        },
      ],
    })
    expect(await repliesOf(inquiry.id)).toEqual([
      { inquiry_id: inquiry.id, body: 'Yes, gladly.\n\nWrite to <partners@kitly.dev>.', sent_by: admin.id },
    ])
    expect(await statusOf(inquiry.id)).toBe('resolved')
    expect(await lastAuditEntry(app)).toMatchObject({
      actor_id: admin.id,
      action: 'contact_inquiry.reply',
      entity_type: 'contact_inquiry',
      entity_id: String(inquiry.id),
      details: { reply_id: response.json().replies[0].id, status: 'resolved' },
    })

    const [mail, ...more] = await mailsTo(inquiry.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Re: Partnership')
    expect(mail?.text).toContain('Yes, gladly.\n\nWrite to <partners@kitly.dev>.')
    expect(mail?.text).toMatch(/you wrote to Kitly:\n\n> Can we <b>partner<\/b>\?\n> Thanks & regards/)
    expect(mail?.html).toContain('Write to &#60;partners@kitly.dev&#62;.')
    expect(mail?.html).toContain('<blockquote')
    expect(mail?.html).toContain('Can we &#60;b&#62;partner&#60;/b&#62;?\nThanks &#38; regards')
    expect(mail?.html).not.toContain('<b>partner')
  })

  it('keeps every reply in order, a moderator answering under their own name', async () => {
    const inquiry = await createInquiry()
    await reply(asAdmin, inquiry.id, 'First answer')
    const asModerator = await browserAs(app, moderator)
    const second = await reply(asModerator, inquiry.id, 'Second answer')
    expect(second.statusCode).toBe(201)
    expect(
      second.json().replies.map((each: { body: string; sent_by: { id: number } }) => [each.body, each.sent_by.id]),
    ).toEqual([
      ['First answer', admin.id],
      ['Second answer', moderator.id],
    ])
    expect(await lastAuditEntry(app)).toMatchObject({ actor_id: moderator.id, action: 'contact_inquiry.reply' })
    const detail = await asModerator.get(`/api/admin/contact-inquiries/${inquiry.id}`)
    expect(detail.json().replies).toHaveLength(2)
    expect(await mailsTo(inquiry.email)).toHaveLength(2)
  })

  it.each([
    ['an empty body', '   ', 'Reply is required'],
    ['no body at all', undefined, 'Reply is required'],
    ['a body over the limit', 'x'.repeat(MAX_REPLY_LENGTH + 1), 'Reply must be at most 5,000 characters'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_case, body, error) => {
    const inquiry = await createInquiry()
    const response = await reply(asAdmin, inquiry.id, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error, details: [{ field: 'body', message: error }] })
    expect(await repliesOf(inquiry.id)).toEqual([])
    expect(await statusOf(inquiry.id)).toBe('new')
  })

  it('accepts a reply of exactly the limit once trimmed', async () => {
    const inquiry = await createInquiry()
    const response = await reply(asAdmin, inquiry.id, ` ${'y'.repeat(MAX_REPLY_LENGTH)} `)
    expect(response.statusCode).toBe(201)
  })

  it('answers 404 for an unknown inquiry, writing nothing', async () => {
    const before = await lastAuditEntry(app)
    const response = await reply(asAdmin, 999999, 'Anyone there?')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Inquiry not found' })
    expect(await lastAuditEntry(app)).toEqual(before)
  })

  it('writes nothing when the mail cannot be queued: no reply, no status change, no audit row', async () => {
    const inquiry = await createInquiry('Still waiting', 'in_progress')
    const before = await lastAuditEntry(app)
    await app.db.query(sql.typeAlias('void')`
      CREATE FUNCTION refuse_reply_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'mail queue unavailable'; END $$`)
    await app.db.query(sql.typeAlias('void')`
      CREATE TRIGGER refuse_reply_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_reply_mail()`)
    try {
      const response = await reply(asAdmin, inquiry.id, 'This will not leave')
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: 'Internal server error' })
    } finally {
      await app.db.query(sql.typeAlias('void')`DROP TRIGGER refuse_reply_mail ON mail_outbox`)
      await app.db.query(sql.typeAlias('void')`DROP FUNCTION refuse_reply_mail()`)
    }
    expect(await repliesOf(inquiry.id)).toEqual([])
    expect(await statusOf(inquiry.id)).toBe('in_progress')
    expect(await lastAuditEntry(app)).toEqual(before)
    expect(await mailsTo(inquiry.email)).toEqual([])
  })
})

describe('GET /api/admin/contact-inquiries/{id}', () => {
  it('answers the inquiry with an empty thread before any reply, and 404 for an unknown one', async () => {
    const inquiry = await createInquiry()
    const response = await asAdmin.get(`/api/admin/contact-inquiries/${inquiry.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: inquiry.id, email: inquiry.email, status: 'new', replies: [] })
    expect((await asAdmin.get('/api/admin/contact-inquiries/999999')).statusCode).toBe(404)
  })
})
