/**
 * Changing the account's email address over a real SMTP server: the current password first, the new
 * address pending until its mailed link is followed, a notice to the old address, the switch (verified,
 * other sessions ended), the same answer for an address another account has, and the per-account limit.
 */

import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createUser, TEST_PASSWORD, unique } from '../../../test/factories.ts'
import { linkIn } from '../../../test/mail-server.ts'
import { browser, browserAs } from '../../../test/session.ts'
import { EMAIL_CHANGE_LINK_INVALID } from './schemas.ts'

const { app, mailsTo } = await withMailServer()

const newAddress = () => `${unique('moved')}@example.com`

async function confirmationToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email)
  expect(mail?.subject).toBe('Confirm your new email address for Kitly')
  return linkIn(mail as NonNullable<typeof mail>, '/confirm-email').searchParams.get('token') as string
}

describe('changing the email address', () => {
  it('asks for the current password, and changes nothing without the right one', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const email = newAddress()
    for (const [payload, message] of [
      [{ email }, 'Current password is required'],
      [{ email, current_password: 'wrong password' }, 'Current password is incorrect'],
    ] as const) {
      const response = await me.put('/api/users/profile', { ...payload, bio: 'changed' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: message, details: [{ field: 'current_password', message }] })
    }
    const profile = (await me.get('/api/users/profile')).json()
    expect(profile).toMatchObject({ user: { email: user.email }, profile: { bio: null } })
    expect(profile.kitly_user.pending_email).toBeNull()
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('keeps the address pending until the mailed link is followed, tells the old address, then switches, verified, ending other sessions', async () => {
    const user = await createUser(app.db, { name: 'Ada Lovelace' })
    const me = await browserAs(app, user)
    const phone = await browserAs(app, user)
    const email = newAddress()

    const response = await me.put('/api/users/profile', { email, current_password: TEST_PASSWORD, bio: 'Hi' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      user: { email: user.email },
      profile: { bio: 'Hi' },
      kitly_user: { pending_email: email },
    })
    expect((await me.get('/api/users/me')).json().email).toBe(user.email)
    // Still signs in with the old address until the new one is confirmed.
    expect(
      (await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200)

    const token = await confirmationToken(email)
    const [notice] = await mailsTo(user.email)
    expect(notice?.subject).toBe('Your Kitly email address is being changed')
    expect(notice?.text).toContain(`from ${user.email} to ${email}`)
    expect(notice?.text).not.toContain('/confirm-email')

    const stored = await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM account_tokens WHERE user_id = ${user.id} AND purpose = 'email_change'`)
    expect(stored).toBe(1)

    const confirmed = await me.post('/api/auth/email-change/confirm', { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ ok: true, email })
    expect((await me.get('/api/users/me')).json()).toMatchObject({ email, email_verified: true })
    expect((await me.get('/api/users/profile')).json().kitly_user.pending_email).toBeNull()
    expect((await phone.get('/api/users/me')).statusCode).toBe(401)
    expect((await browser(app).post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200)

    // The link works once.
    const again = await browser(app).post('/api/auth/email-change/confirm', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe(EMAIL_CHANGE_LINK_INVALID)
  })

  it('ends every session when the link is opened signed out, on another device', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const email = newAddress()
    await me.put('/api/users/profile', { email, current_password: TEST_PASSWORD })
    const confirmed = await browser(app).post('/api/auth/email-change/confirm', {
      token: await confirmationToken(email),
    })
    expect(confirmed.statusCode).toBe(200)
    expect((await me.get('/api/users/me')).statusCode).toBe(401)
  })

  it('answers the same for an address another account has, and mails its owner a warning instead of a link', async () => {
    const owner = await createUser(app.db)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const taken = await me.put('/api/users/profile', {
      email: owner.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    })
    const free = newAddress()
    const other = await createUser(app.db)
    const untaken = await (await browserAs(app, other)).put('/api/users/profile', {
      email: free,
      current_password: TEST_PASSWORD,
    })
    const account = (response: typeof taken) => {
      const { created_at: _joined, ...rest } = response.json().kitly_user
      return rest
    }
    expect(taken.statusCode).toBe(untaken.statusCode)
    expect(account(taken)).toEqual({ ...account(untaken), pending_email: owner.email.toUpperCase() })

    const [warning] = await mailsTo(owner.email)
    expect(warning?.subject).toBe('Someone tried to use your address on Kitly')
    expect(warning?.text).not.toMatch(/confirm-email|token=/)
    expect((await me.get('/api/users/me')).json().email).toBe(user.email)
  })

  it('refuses a made-up or expired link, and a link replaced by a newer change', async () => {
    expect((await browser(app).post('/api/auth/email-change/confirm', { token: 'C'.repeat(43) })).statusCode).toBe(400)

    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const first = newAddress()
    await me.put('/api/users/profile', { email: first, current_password: TEST_PASSWORD })
    const replaced = await confirmationToken(first)
    const second = newAddress()
    await me.put('/api/users/profile', { email: second, current_password: TEST_PASSWORD })
    expect((await me.get('/api/users/profile')).json().kitly_user.pending_email).toBe(second)
    expect((await browser(app).post('/api/auth/email-change/confirm', { token: replaced })).statusCode).toBe(400)

    const token = await confirmationToken(second)
    await app.db.query(sql.typeAlias('void')`
      UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`)
    expect((await browser(app).post('/api/auth/email-change/confirm', { token })).statusCode).toBe(400)
    expect((await me.get('/api/users/me')).json().email).toBe(user.email)
  })

  it('saves other profile fields without a password when the address stays the same (in any case)', async () => {
    const user = await createUser(app.db)
    const response = await (await browserAs(app, user)).put('/api/users/profile', {
      email: user.email.toUpperCase(),
      name: 'Ada King',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ user: { name: 'Ada King', email: user.email } })
  })

  it('allows 5 email changes per account an hour, then answers 429; other edits go on', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await me.put('/api/users/profile', { email: newAddress(), current_password: 'guess' })).statusCode).toBe(
        400,
      )
    }
    const blocked = await me.put('/api/users/profile', { email: newAddress(), current_password: TEST_PASSWORD })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await me.put('/api/users/profile', { bio: 'still editable' })).statusCode).toBe(200)
  })
})
