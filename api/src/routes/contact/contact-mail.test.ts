/** The mail a contact message causes, over a real SMTP server: the visitor's acknowledgement and the admins' notice. */
import { describe, expect, it } from 'vitest'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createAdmin, createUser } from '../../../test/factories.ts'
import { linkIn } from '../../../test/mail-server.ts'
import { browser } from '../../../test/session.ts'

const { app, smtp } = await withMailServer()

describe('POST /api/contact mail', () => {
  it('acknowledges the visitor and notifies every active admin with a link to the inquiry', async () => {
    const admin = await createAdmin(app.db)
    const retired = await createAdmin(app.db, { isActive: false })
    const member = await createUser(app.db)
    const message = 'Please list <b>my</b> tool:\nhttps://tool.example'
    const response = await browser(app).post('/api/contact', {
      email: 'visitor@example.com',
      mobile: '+44 20 7946 0000',
      query_type: 'tool_submission',
      message,
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json()
    await app.mail.drain()

    const [ack] = smtp.to('visitor@example.com')
    expect(ack?.subject).toBe('We received your message - Kitly')
    expect(ack?.text).toContain("We'll get back to you within 48 working hours.")
    expect(ack?.text).toContain('Tool Submission')
    // The visitor's words are not echoed to whatever address was typed in.
    expect(ack?.text).not.toContain('my</b> tool')

    const [notice] = smtp.to(admin.email)
    expect(notice?.subject).toBe(`New contact inquiry #${id}: Tool Submission`)
    expect(notice?.headers.get('reply-to')).toBe('visitor@example.com')
    expect(notice?.text).toContain('> Please list <b>my</b> tool:\n> https://tool.example')
    expect(notice?.html).toContain('Please list &#60;b&#62;my&#60;/b&#62; tool')
    const link = linkIn(notice as NonNullable<typeof notice>, '/admin/contact')
    expect(link.toString()).toBe(`http://localhost:3000/admin/contact?inquiry=${id}`)

    expect(smtp.to(retired.email)).toHaveLength(0)
    expect(smtp.to(member.email)).toHaveLength(0)
  })
})
