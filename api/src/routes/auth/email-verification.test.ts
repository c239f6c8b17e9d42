/**
 * Email verification over a real SMTP server: sign-up mails a link, the link marks the address verified
 * (GET /api/users/me says so), a resend for the signed-in user (rate-limited), and a changed address
 * starting over unverified.
 */

import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createUser, unique } from '../../../test/factories.ts'
import { linkIn } from '../../../test/mail-server.ts'
import { browser, browserAs } from '../../../test/session.ts'
import { VERIFICATION_LINK_INVALID } from './schemas.ts'

const { app, mailsTo } = await withMailServer()

async function verificationToken(email: string, count = 1): Promise<string> {
  const mails = await mailsTo(email)
  expect(mails).toHaveLength(count)
  return linkIn(mails.at(-1) as (typeof mails)[number], '/verify-email').searchParams.get('token') as string
}

describe('email verification', () => {
  it('mails a link at sign-up; following it marks the address verified, even on another device', async () => {
    const visitor = browser(app)
    const email = `${unique('new')}@example.com`
    const signUp = await visitor.post('/api/auth/signup', {
      name: 'Katherine Johnson',
      email,
      mobile: '+1 555 0100',
      password: 'orbital mechanics',
    })
    expect(signUp.statusCode).toBe(201)
    expect(signUp.json().user.email_verified).toBe(false)

    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe('Verify your email address for Kitly')
    // The address is not proven yet, so nothing typed with it (the name) is echoed to it.
    expect(mail?.text).toContain('Hi there,')
    expect(`${mail?.text}${mail?.html}`).not.toContain('Katherine')
    const token = await verificationToken(email)

    const otherDevice = await browser(app).post('/api/auth/verify-email', { token })
    expect(otherDevice.statusCode).toBe(200)
    expect(otherDevice.json()).toEqual({ ok: true })
    expect((await visitor.get('/api/users/me')).json()).toMatchObject({ email, email_verified: true })
    // Following the link again is harmless.
    expect((await browser(app).post('/api/auth/verify-email', { token })).statusCode).toBe(200)
  })

  it('refuses a made-up or expired link', async () => {
    const made_up = await browser(app).post('/api/auth/verify-email', { token: 'B'.repeat(43) })
    expect(made_up.statusCode).toBe(400)
    expect(made_up.json().error).toBe(VERIFICATION_LINK_INVALID)

    const user = await createUser(app.db)
    await (await browserAs(app, user)).post('/api/auth/verify-email/resend')
    const token = await verificationToken(user.email)
    await app.db.query(sql.typeAlias('void')`
      UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`)
    expect((await browser(app).post('/api/auth/verify-email', { token })).statusCode).toBe(400)
  })

  it('resends a link to the signed-in user, three times per 15 minutes, and not once verified', async () => {
    const user = await createUser(app.db)
    const signedIn = await browserAs(app, user)
    expect((await signedIn.get('/api/users/me')).json().email_verified).toBe(false)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await signedIn.post('/api/auth/verify-email/resend')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true, email_verified: false })
    }
    expect((await signedIn.post('/api/auth/verify-email/resend')).statusCode).toBe(429)
    const token = await verificationToken(user.email, 3)
    expect((await browser(app).post('/api/auth/verify-email', { token })).statusCode).toBe(200)

    const verified = await createUser(app.db)
    await app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${verified.id}`)
    const response = await (await browserAs(app, verified)).post('/api/auth/verify-email/resend')
    expect(response.json()).toEqual({ ok: true, email_verified: true })
    expect(await mailsTo(verified.email)).toHaveLength(0)
  })

  it('needs a session to resend', async () => {
    expect((await browser(app).post('/api/auth/verify-email/resend')).statusCode).toBe(401)
  })

  it('starts a changed address over unverified, and an old link cannot verify the new one', async () => {
    const user = await createUser(app.db)
    const signedIn = await browserAs(app, user)
    await signedIn.post('/api/auth/verify-email/resend')
    const token = await verificationToken(user.email)
    expect((await browser(app).post('/api/auth/verify-email', { token })).statusCode).toBe(200)

    // As an administrator's edit does: no confirmation link involved.
    await app.db.query(sql.typeAlias('void')`
      UPDATE users SET email = ${`${unique('moved')}@example.com`} WHERE id = ${user.id}`)
    expect((await signedIn.get('/api/users/me')).json().email_verified).toBe(false)
    expect((await browser(app).post('/api/auth/verify-email', { token })).statusCode).toBe(400)
  })
})
