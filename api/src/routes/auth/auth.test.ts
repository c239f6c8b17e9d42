/**
 * Email sign-up, sign-in and sign-out over HTTP, with a browser's cookie jar: validation texts, argon2id
 * hashes, session cookies and their rotation, sliding expiry, deactivation, and the rate limits.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { countRows, createUser, TEST_PASSWORD, unique } from '../../../test/factories.ts'
import { browser } from '../../../test/session.ts'
import { hashSessionToken } from '../../auth/sessions.ts'
import { recordSignInFailure, signInAttempt } from '../../auth/sign-in-failures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const signUpForm = (extra: object = {}) => ({
  name: 'Ada Lovelace',
  email: `${unique('ada')}@example.com`,
  mobile: '+44 20 7946 0102',
  password: 'analytical engine',
  ...extra,
})

const SessionRow = z.object({ user_id: z.number(), expires_at: z.string(), last_seen_at: z.string() })
const sessionOf = (token: string) =>
  app.db.maybeOne(sql.type(SessionRow)`
    SELECT user_id, expires_at, last_seen_at FROM sessions WHERE token_hash = ${sql.binary(hashSessionToken(token) as Buffer)}`)
const sessionCount = (userId: number) =>
  app.db.oneFirst(
    sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`,
  )

describe('POST /api/auth/signup', () => {
  it('creates the account with an argon2id hash and its profile, and signs the browser in', async () => {
    const visitor = browser(app)
    const form = signUpForm()
    const response = await visitor.post('/api/auth/signup', form)
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        email: form.email,
        name: 'Ada Lovelace',
        role: 'user',
        avatar_url: null,
        created_at: expect.any(String),
        email_verified: false,
        google_user_data: null,
      },
    })
    expect(JSON.stringify(body)).not.toContain('argon2')

    const stored = await app.db.one(sql.type(
      z.object({ password_hash: z.string(), mobile_number: z.string().nullable(), role: z.string() }),
    )`SELECT u.password_hash, p.mobile_number, u.role FROM users u JOIN profiles p ON p.user_id = u.id
       WHERE u.id = ${body.user.id}`)
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored.password_hash).not.toContain(form.password)
    expect(stored).toMatchObject({ mobile_number: '+44 20 7946 0102', role: 'user' })

    const me = await visitor.get('/api/users/me')
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(body.user)
  })

  it('refuses an email that already has an account, whatever its case, with 409', async () => {
    const form = signUpForm()
    expect((await browser(app).post('/api/auth/signup', form)).statusCode).toBe(201)
    const users = await countRows(app.db, 'users')
    const again = await browser(app).post('/api/auth/signup', signUpForm({ email: form.email.toUpperCase() }))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'An account with this email already exists' })
    expect(again.headers['set-cookie']).toBeUndefined()
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it.each([
    ['name', { name: '  ' }, 'Full name is required'],
    ['email', { email: undefined }, 'Email address is required'],
    ['email', { email: 'ada@example' }, 'Please enter a valid email address'],
    ['email', { email: 'ada at example.com' }, 'Please enter a valid email address'],
    ['mobile', { mobile: '' }, 'Mobile number is required'],
    ['mobile', { mobile: 'call me' }, 'Please enter a valid mobile number'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters long'],
    ['password', { password: 'x'.repeat(1001) }, 'Password must be at most 1000 characters long'],
  ])('answers a bad %s with 400 and the form text, storing nothing', async (field, change, message) => {
    const users = await countRows(app.db, 'users')
    const response = await browser(app).post('/api/auth/signup', signUpForm(change))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: message, details: expect.arrayContaining([{ field, message }]) })
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it('answers a body that is not a JSON object with 400', async () => {
    const response = await browser(app).inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '["ada"]',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Invalid request body/)
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitive email, and sets a safe session cookie', async () => {
    const user = await createUser(app.db, { email: `${unique('grace')}@Example.com` })
    const visitor = browser(app)
    const response = await visitor.post('/api/auth/login', {
      email: `  ${user.email.toLowerCase()} `,
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ ok: true, user: { id: user.id, email: user.email, role: 'user' } })
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^kitly_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    // Only the hash is stored: the token itself appears nowhere in the table.
    const token = visitor.jar.get('kitly_session') as string
    expect(await sessionOf(token)).toMatchObject({ user_id: user.id })
    const raw = await app.db.any(
      sql.type(z.object({ t: z.string() }))`SELECT encode(token_hash, 'escape') AS t FROM sessions`,
    )
    expect(raw.map((row) => row.t).join()).not.toContain(token)
    const lastLogin = await app.db.oneFirst(sql.type(z.object({ last_login_at: z.string().nullable() }))`
      SELECT last_login_at FROM users WHERE id = ${user.id}`)
    expect(lastLogin).not.toBeNull()
  })

  it('answers a wrong password and an unknown email alike: 401, same text, no cookie', async () => {
    const user = await createUser(app.db)
    const wrongPassword = await browser(app).post('/api/auth/login', {
      email: user.email,
      password: 'not the password',
    })
    const unknownEmail = await browser(app).post('/api/auth/login', {
      email: 'nobody@example.com',
      password: TEST_PASSWORD,
    })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'Invalid email or password' })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('takes about as long for an unknown email as for a wrong password (both verify an argon2 hash)', async () => {
    const user = await createUser(app.db)
    const timeSignIn = async (email: string) => {
      const started = performance.now()
      await browser(app).post('/api/auth/login', { email, password: 'not the password' })
      return performance.now() - started
    }
    // Interleaved, so that load from other test files slows both kinds alike.
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await timeSignIn(user.email))
      unknown.push(await timeSignIn(`${unique('ghost')}@example.com`))
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] as number
    // Without the dummy verification an unknown email answers in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
    expect(median(unknown)).toBeLessThan(median(known) * 2.5)
  })

  it('refuses a deactivated account with 403, but only to someone who knows its password', async () => {
    const user = await createUser(app.db, { isActive: false })
    const right = await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ error: 'This account has been deactivated' })
    const wrong = await browser(app).post('/api/auth/login', { email: user.email, password: 'guessing' })
    expect(wrong.statusCode).toBe(401)
  })

  it('refuses a password sign-in to an account that only signs in with Google', async () => {
    const user = await createUser(app.db, { password: null, googleSub: unique('sub') })
    const response = await browser(app).post('/api/auth/login', { email: user.email, password: '' })
    expect(response.statusCode).toBe(400)
    const guess = await browser(app).post('/api/auth/login', { email: user.email, password: 'anything at all' })
    expect(guess.statusCode).toBe(401)
  })

  it.each([
    [{ password: TEST_PASSWORD }, 'email', 'Email address is required'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
  ])('answers a missing field with 400 and the form text (%o)', async (payload, field, message) => {
    const response = await browser(app).post('/api/auth/login', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: message, details: [{ field, message }] })
  })

  it('rotates the session: the cookie from before sign-in is worthless afterwards', async () => {
    const first = await createUser(app.db)
    const second = await createUser(app.db)
    const visitor = browser(app)
    await visitor.post('/api/auth/login', { email: first.email, password: TEST_PASSWORD })
    const before = visitor.jar.get('kitly_session') as string

    await visitor.post('/api/auth/login', { email: second.email, password: TEST_PASSWORD })
    const after = visitor.jar.get('kitly_session') as string
    expect(after).not.toBe(before)
    expect(await sessionOf(before)).toBeNull()
    expect((await visitor.get('/api/users/me')).json()).toMatchObject({ id: second.id })

    const stale = await app.inject({ url: '/api/users/me', headers: { cookie: `kitly_session=${before}` } })
    expect(stale.statusCode).toBe(401)
  })

  it('ignores a made-up session cookie (a fixation attempt) and issues a fresh token', async () => {
    const user = await createUser(app.db)
    const planted = 'A'.repeat(43)
    const visitor = browser(app)
    visitor.jar.set('kitly_session', planted)
    expect((await visitor.get('/api/users/me')).statusCode).toBe(401)
    visitor.jar.set('kitly_session', planted)
    await visitor.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(visitor.jar.get('kitly_session')).not.toBe(planted)
  })
})

describe('GET /api/users/me and sign-out', () => {
  it('answers 401 when signed out', async () => {
    const response = await app.inject('/api/users/me')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' })
  })

  it.each(['GET', 'POST'] as const)(
    '%s /api/logout ends the session in the database and in the browser',
    async (method) => {
      const user = await createUser(app.db)
      const visitor = browser(app)
      await visitor.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
      const token = visitor.jar.get('kitly_session') as string
      const response = await visitor.inject({ method, url: '/api/logout' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true })
      expect(await sessionOf(token)).toBeNull()
      expect(visitor.jar.get('kitly_session')).toBeUndefined()
      expect((await visitor.get('/api/users/me')).statusCode).toBe(401)
      // Signing out twice is harmless.
      expect((await visitor.inject({ method, url: '/api/logout' })).statusCode).toBe(200)
    },
  )
})

describe('session lifetime', () => {
  it('slides the expiry forward when the session is used, and refreshes the cookie', async () => {
    const user = await createUser(app.db)
    const visitor = browser(app)
    await visitor.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    const token = visitor.jar.get('kitly_session') as string
    const hash = sql.binary(hashSessionToken(token) as Buffer)
    await app.db.query(sql.typeAlias('void')`
      UPDATE sessions SET last_seen_at = now() - interval '10 days', expires_at = now() + interval '20 days'
      WHERE token_hash = ${hash}`)
    const response = await visitor.get('/api/users/me')
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=2592000')
    const session = (await sessionOf(token)) as z.infer<typeof SessionRow>
    const daysLeft = (Date.parse(session.expires_at) - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(29.9)
  })

  it('does not write on every request: a session seen a moment ago is left alone', async () => {
    const user = await createUser(app.db)
    const visitor = browser(app)
    await visitor.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    const response = await visitor.get('/api/users/me')
    expect(response.statusCode).toBe(200)
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a session that has been idle for 30 days', async () => {
    const user = await createUser(app.db)
    const visitor = browser(app)
    await visitor.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    await app.db.query(sql.typeAlias('void')`
      UPDATE sessions SET last_seen_at = now() - interval '31 days', expires_at = now() - interval '1 day'
      WHERE user_id = ${user.id}`)
    expect((await visitor.get('/api/users/me')).statusCode).toBe(401)
  })

  it("stops a deactivated user's sessions at once, on every device", async () => {
    const user = await createUser(app.db)
    const laptop = browser(app)
    const phone = browser(app)
    for (const device of [laptop, phone]) {
      await device.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
      expect((await device.get('/api/users/me')).statusCode).toBe(200)
    }
    await app.db.query(sql.typeAlias('void')`UPDATE users SET is_active = false WHERE id = ${user.id}`)
    for (const device of [laptop, phone]) {
      expect((await device.get('/api/users/me')).statusCode).toBe(401)
      expect((await device.get('/api/users/saved-tools')).statusCode).toBe(401)
    }
    // Reactivation does not bring them back: the sessions were deleted when they were refused.
    await app.db.query(sql.typeAlias('void')`UPDATE users SET is_active = true WHERE id = ${user.id}`)
    expect(await sessionCount(user.id)).toBe(0)
  })
})

describe('rate limits', () => {
  const signIn = (ip: string, email: string, password: string) =>
    browser(app, { ip }).post('/api/auth/login', { email, password })

  it('stops one address after 10 wrong passwords for an account, with Retry-After; the owner still signs in elsewhere', async () => {
    const user = await createUser(app.db)
    const guesser = '203.0.113.20'
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(guesser, user.email, `guess ${attempt}`)).statusCode).toBe(401)
    }
    // Even the right password, from that address: it is closed to this account for a while.
    const blocked = await signIn(guesser, user.email.toUpperCase(), TEST_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(blocked.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect(blocked.headers['set-cookie']).toBeUndefined()
    // The guesser's failures lock nobody else out: the owner signs in from home, the guesser tries another account.
    expect((await signIn('203.0.113.21', user.email, TEST_PASSWORD)).statusCode).toBe(200)
    const other = await createUser(app.db)
    expect((await signIn(guesser, other.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('counts failures only, and forgets those of an address once it signs in', async () => {
    const user = await createUser(app.db)
    const ip = '203.0.113.22'
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200)
    }
    for (let attempt = 0; attempt < 9; attempt++) expect((await signIn(ip, user.email, 'typo')).statusCode).toBe(401)
    expect((await signIn(ip, user.email, TEST_PASSWORD)).statusCode).toBe(200)
    expect((await signIn(ip, user.email, 'typo')).statusCode).toBe(401)
  })

  it('past 100 failures at an account, holds back the addresses that failed and lets a clean one sign in', async () => {
    const user = await createUser(app.db)
    for (let attempt = 0; attempt < 100; attempt++) {
      await recordSignInFailure(app.db, signInAttempt(user.email, `198.18.${attempt >> 8}.${attempt & 255}`))
    }
    // One wrong password makes an address one that failed: from then on it waits, right password or not.
    expect((await signIn('203.0.113.23', user.email, 'guess')).statusCode).toBe(401)
    const blocked = await signIn('203.0.113.23', user.email, TEST_PASSWORD)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect((await signIn('198.18.0.7', user.email, TEST_PASSWORD)).statusCode).toBe(429)
    // The owner, from an address that never failed at the account, is let in.
    expect((await signIn('203.0.113.24', user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('stops one address trying many accounts after 30 sign-ins', async () => {
    const ip = '203.0.113.7'
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await browser(app, { ip }).post('/api/auth/login', {
        email: `${unique('spray')}@example.com`,
        password: 'password1',
      })
      expect(response.statusCode).toBe(401)
    }
    const blocked = await browser(app, { ip }).post('/api/auth/login', {
      email: 'x@example.com',
      password: 'password1',
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
  })

  it('allows 10 sign-ups an hour from one address', async () => {
    const ip = '203.0.113.8'
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await browser(app, { ip }).post('/api/auth/signup', signUpForm())).statusCode).toBe(201)
    }
    const users = await countRows(app.db, 'users')
    const blocked = await browser(app, { ip }).post('/api/auth/signup', signUpForm())
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(await countRows(app.db, 'users')).toBe(users)
  })
  it('counts sign-ups the form rejects too, and answers 429 before looking at the form once over the limit', async () => {
    const ip = '203.0.113.9'
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await browser(app, { ip }).post('/api/auth/signup', { email: 'not-an-address' })).statusCode).toBe(400)
    }
    expect((await browser(app, { ip }).post('/api/auth/signup', { email: 'not-an-address' })).statusCode).toBe(429)
    expect((await browser(app, { ip }).post('/api/auth/signup', signUpForm())).statusCode).toBe(429)
  })
  it('counts a client by its own address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const direct = await buildTestApp({ TRUST_PROXY: '' })
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await browser(direct, { ip: `198.51.100.${attempt}` }).post('/api/auth/signup', signUpForm())
        expect(response.statusCode).toBe(201)
      }
      const spoofed = await browser(direct, { ip: '198.51.100.99' }).post('/api/auth/signup', signUpForm())
      expect(spoofed.statusCode).toBe(429)
    } finally {
      await direct.close()
    }
  })
})
