/**
 * Forgot password end to end over a real SMTP server on loopback: the mail (recipient, subject, link),
 * the same answer for unknown addresses, a link that works once and expires, the sign-up password rules,
 * every session ended and this browser signed in, and the rate limit per address.
 */

import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createUser, TEST_PASSWORD, unique } from '../../../test/factories.ts'
import { linkIn } from '../../../test/mail-server.ts'
import { browser, browserAs } from '../../../test/session.ts'
import { RESET_LINK_INVALID, RESET_REQUESTED } from './schemas.ts'

const { app, smtp, mailsTo } = await withMailServer()

const requestReset = (email: string) => browser(app).post('/api/auth/password-reset', { email })

/** The token of the one reset mail `email` got. */
async function resetToken(email: string): Promise<string> {
  const mails = await mailsTo(email)
  expect(mails).toHaveLength(1)
  return linkIn(mails[0] as (typeof mails)[number], '/reset-password').searchParams.get('token') as string
}

describe('POST /api/auth/password-reset', () => {
  it('mails the account a reset link to /reset-password, in text and HTML', async () => {
    const user = await createUser(app.db, { name: 'Ada Lovelace' })
    await app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}`)
    const response = await requestReset(user.email.toUpperCase())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, message: RESET_REQUESTED })

    const [mail] = await mailsTo(user.email)
    expect(mail?.to).toEqual([user.email])
    expect(mail?.subject).toBe('Reset your Kitly password')
    expect(mail?.text).toContain('Hi Ada Lovelace,')
    expect(mail?.text).toContain('within 1 hour')
    const link = linkIn(mail as NonNullable<typeof mail>, '/reset-password')
    expect(link.origin).toBe('http://localhost:3000')
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail?.html).toContain(`href="${link.toString()}"`)
    expect(mail?.html).toContain('<html lang="en">')
    // Only the token's hash is stored.
    const stored = await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM account_tokens WHERE encode(token_hash, 'escape') LIKE ${`%${link.searchParams.get('token')}%`}`)
    expect(stored).toBe(0)
  })

  it('greets an account whose address is not verified without the name typed with it', async () => {
    const user = await createUser(app.db, { name: 'Click https://evil.example now' })
    await requestReset(user.email)
    const [mail] = await mailsTo(user.email)
    expect(mail?.text).toContain('Hi there,')
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example')
  })

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const user = await createUser(app.db)
    const known = await requestReset(user.email)
    const before = smtp.received.length
    const unknown = await requestReset(`${unique('nobody')}@example.com`)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())
    await app.mail.drain()
    expect(smtp.received.length).toBe(before + 1)
    expect(smtp.received.at(-1)?.to).toEqual([user.email])
  })

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const user = await createUser(app.db, { isActive: false })
    const response = await requestReset(user.email)
    expect(response.json()).toEqual({ ok: true, message: RESET_REQUESTED })
    expect(await mailsTo(user.email)).toHaveLength(0)
  })

  it('allows 3 requests per address in 15 minutes, whatever the client address', async () => {
    const user = await createUser(app.db)
    for (let attempt = 0; attempt < 3; attempt++) expect((await requestReset(user.email)).statusCode).toBe(200)
    const blocked = await requestReset(user.email)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
  })

  it('answers a malformed address with the form text', async () => {
    const response = await requestReset('not an address')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please enter a valid email address')
  })
})

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session, signs this browser in, and works only once', async () => {
    const user = await createUser(app.db)
    const laptop = await browserAs(app, user)
    const phone = await browserAs(app, user)
    await requestReset(user.email)
    const token = await resetToken(user.email)

    const visitor = browser(app)
    const confirmed = await visitor.post('/api/auth/password-reset/confirm', { token, password: 'a brand new secret' })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ ok: true, user: { id: user.id, email: user.email, email_verified: true } })
    expect((await visitor.get('/api/users/me')).json()).toMatchObject({ id: user.id })
    for (const device of [laptop, phone]) expect((await device.get('/api/users/me')).statusCode).toBe(401)

    const oldPassword = await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await browser(app).post('/api/auth/login', {
      email: user.email,
      password: 'a brand new secret',
    })
    expect(newPassword.statusCode).toBe(200)

    const again = await browser(app).post('/api/auth/password-reset/confirm', { token, password: 'yet another one' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      error: RESET_LINK_INVALID,
      details: [{ field: 'token', message: RESET_LINK_INVALID }],
    })
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('refuses an expired link and leaves the password alone', async () => {
    const user = await createUser(app.db)
    await requestReset(user.email)
    const token = await resetToken(user.email)
    await app.db.query(sql.typeAlias('void')`
      UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`)
    const response = await browser(app).post('/api/auth/password-reset/confirm', { token, password: 'too late now' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(RESET_LINK_INVALID)
    expect(
      (await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200)
  })

  it('makes a link expire after one hour', async () => {
    const user = await createUser(app.db)
    await requestReset(user.email)
    const lifetime = await app.db.oneFirst(sql.type(z.object({ minutes: z.number() }))`
      SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
      FROM account_tokens WHERE user_id = ${user.id}`)
    expect(lifetime).toBe(60)
  })

  it('applies the sign-up password rules, keeping the link usable', async () => {
    const user = await createUser(app.db)
    await requestReset(user.email)
    const token = await resetToken(user.email)
    const short = await browser(app).post('/api/auth/password-reset/confirm', { token, password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({
      error: 'Password must be at least 8 characters long',
      details: [{ field: 'password', message: 'Password must be at least 8 characters long' }],
    })
    const missing = await browser(app).post('/api/auth/password-reset/confirm', { token })
    expect(missing.json().error).toBe('Password is required')
    const good = await browser(app).post('/api/auth/password-reset/confirm', { token, password: 'long enough now' })
    expect(good.statusCode).toBe(200)
  })

  it('refuses a made-up token and a link mailed to an address the account no longer has', async () => {
    const made_up = await browser(app).post('/api/auth/password-reset/confirm', {
      token: 'A'.repeat(43),
      password: 'whatever it is',
    })
    expect(made_up.statusCode).toBe(400)

    const user = await createUser(app.db)
    await requestReset(user.email)
    const token = await resetToken(user.email)
    await app.db.query(
      sql.typeAlias('void')`UPDATE users SET email = ${`${unique('moved')}@example.com`} WHERE id = ${user.id}`,
    )
    const moved = await browser(app).post('/api/auth/password-reset/confirm', { token, password: 'whatever it is' })
    expect(moved.statusCode).toBe(400)
  })
})
