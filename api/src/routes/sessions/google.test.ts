/**
 * "Continue with Google" end to end, against a local OpenID provider: redirect URL (state, nonce, PKCE),
 * the provider's redirect back to /auth/callback, POST /api/sessions with the code, the account found,
 * linked or created, and every way the exchange must fail.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { countRows, createUser, TEST_PASSWORD, unique } from '../../../test/factories.ts'
import {
  type FakeGoogle,
  followGoogleRedirect,
  type GoogleClaims,
  startFakeGoogle,
} from '../../../test/oauth-server.ts'
import { type Browser, browser, browserAs } from '../../../test/session.ts'
import { sql } from '../../db/sql.ts'

let google: FakeGoogle
let app: FastifyInstance
const CLIENT_ID = 'kitly-test-client'

beforeAll(async () => {
  google = await startFakeGoogle()
  app = await buildTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER_URL: google.issuer,
  })
})
afterAll(async () => {
  await app.close()
  await google.stop()
})
beforeEach(() => {
  google.server.service.removeAllListeners('beforeResponse')
})

const person = (extra: Partial<GoogleClaims> = {}): GoogleClaims => {
  const id = unique('g')
  return {
    sub: `sub-${id}`,
    email: `${id}@gmail.com`,
    email_verified: true,
    name: 'Grace Brewster Hopper',
    given_name: 'Grace',
    picture: `https://lh3.googleusercontent.com/a/${id}`,
    ...extra,
  }
}

/** The whole round trip of one browser, up to the SPA's POST /api/sessions. */
async function signInWithGoogle(visitor: Browser, claims: GoogleClaims, options: { next?: string } = {}) {
  google.signInAs(claims)
  const start = await visitor.get(
    `/api/oauth/google/redirect_url${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`,
  )
  expect(start.statusCode).toBe(200)
  const { code, state } = await followGoogleRedirect(start.json().redirectUrl)
  return visitor.post('/api/sessions', { code, state })
}

const UserRow = z.object({
  id: z.number(),
  name: z.string().nullable(),
  google_sub: z.string().nullable(),
  avatar_url: z.string().nullable(),
  password_hash: z.string().nullable(),
})
const userByEmail = (email: string) =>
  app.db.maybeOne(sql.type(UserRow)`
    SELECT id, name, google_sub, avatar_url, password_hash FROM users WHERE lower(email) = lower(${email})`)

describe('GET /api/oauth/google/redirect_url', () => {
  it("answers the provider's authorization URL with PKCE (S256), state and nonce, and remembers them in a signed cookie", async () => {
    const visitor = browser(app)
    const response = await visitor.get('/api/oauth/google/redirect_url')
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json().redirectUrl)
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/authorize`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:3000/auth/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    })
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^kitly_google=[^;]+; Max-Age=600; Path=\/api\/sessions; HttpOnly; SameSite=Lax$/)
    // The verifier itself never leaves in the URL.
    expect(response.json().redirectUrl).not.toContain(
      JSON.parse(Buffer.from(cookie.split(/[=.;]/)[1] ?? '', 'base64url').toString()).codeVerifier,
    )
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('refuses a next that leads to another site', async () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await browser(app).get(`/api/oauth/google/redirect_url?next=${encodeURIComponent(next)}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/next must be a path on this site/)
    }
  })
})

describe('POST /api/sessions', () => {
  it('creates the account of a new Google user and signs the browser in', async () => {
    const visitor = browser(app)
    const claims = person()
    const response = await signInWithGoogle(visitor, claims)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ok: true,
      next: null,
      user: {
        id: expect.any(Number),
        email: claims.email,
        name: 'Grace Brewster Hopper',
        role: 'user',
        avatar_url: claims.picture,
        created_at: expect.any(String),
        email_verified: true,
        google_user_data: { name: 'Grace Brewster Hopper', given_name: 'Grace', picture: claims.picture },
      },
    })
    // The attempt cookie is spent; the session cookie is set.
    expect(visitor.jar.get('kitly_google')).toBeUndefined()
    expect(visitor.jar.get('kitly_session')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await visitor.get('/api/users/me')).json()).toEqual(response.json().user)
    expect(await userByEmail(claims.email as string)).toMatchObject({ google_sub: claims.sub, password_hash: null })
    const profile = await visitor.get('/api/users/profile')
    expect(profile.statusCode).toBe(200)
  })

  it('finds the same account on the next sign-in, by Google subject, even after an email change at Google', async () => {
    const claims = person()
    const first = await signInWithGoogle(browser(app), claims)
    const users = await countRows(app.db, 'users')
    const again = await signInWithGoogle(browser(app), { ...claims, email: `${unique('renamed')}@gmail.com` })
    expect(again.statusCode).toBe(200)
    expect(again.json().user.id).toBe(first.json().user.id)
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it('links an existing email account when Google has verified the address, keeping its password and uploaded avatar', async () => {
    const existing = await createUser(app.db, {
      email: `${unique('ada')}@example.com`,
      avatarUrl: '/uploads/avatars/1-abcdefghijklmnop.png',
    })
    const claims = person({ email: existing.email.toUpperCase() })
    const response = await signInWithGoogle(browser(app), claims)
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      id: existing.id,
      avatar_url: '/uploads/avatars/1-abcdefghijklmnop.png',
    })
    expect(await userByEmail(existing.email)).toMatchObject({ google_sub: claims.sub, name: existing.name })
    expect(
      (await browser(app).post('/api/auth/login', { email: existing.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200)
  })

  it('refuses an address Google has not verified, creating and linking nothing', async () => {
    const existing = await createUser(app.db)
    const users = await countRows(app.db, 'users')
    for (const email of [existing.email, `${unique('new')}@example.com`]) {
      const visitor = browser(app)
      const response = await signInWithGoogle(visitor, person({ email, email_verified: false }))
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatch(/has not verified its email address/)
      expect(visitor.jar.get('kitly_session')).toBeUndefined()
    }
    expect(await countRows(app.db, 'users')).toBe(users)
    expect(await userByEmail(existing.email)).toMatchObject({ google_sub: null })
  })

  it('refuses to link an account that is already linked to another Google account', async () => {
    const existing = await createUser(app.db, { googleSub: unique('other-sub') })
    const response = await signInWithGoogle(browser(app), person({ email: existing.email }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: 'This email address is already linked to another Google account.' })
  })

  it('refuses a deactivated account with 403', async () => {
    const sub = unique('sub')
    const existing = await createUser(app.db, { googleSub: sub, isActive: false })
    const visitor = browser(app)
    const response = await signInWithGoogle(visitor, person({ sub, email: existing.email }))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'This account has been deactivated' })
    expect(visitor.jar.get('kitly_session')).toBeUndefined()
  })

  it('rotates the session: a browser already signed in as someone else gets a new token', async () => {
    const other = await createUser(app.db)
    const visitor = await browserAs(app, other)
    const before = visitor.jar.get('kitly_session')
    const response = await signInWithGoogle(visitor, person())
    expect(response.statusCode).toBe(200)
    expect(visitor.jar.get('kitly_session')).not.toBe(before)
    const stale = await app.inject({ url: '/api/users/me', headers: { cookie: `kitly_session=${before}` } })
    expect(stale.statusCode).toBe(401)
  })

  it('hands back the page the sign-in started from', async () => {
    const response = await signInWithGoogle(browser(app), person(), { next: '/admin' })
    expect(response.json().next).toBe('/admin')
  })

  it.each([
    ['an empty body', {}],
    ['an empty code', { code: '' }],
    ['a code that is not text', { code: 42 }],
  ])('answers %s with 400 and the spec message', async (_case, payload) => {
    const response = await browser(app).post('/api/sessions', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Cannot exchange code for session token: no code provided in the URL search params.',
      details: [{ field: 'code', message: 'is required' }],
    })
  })

  it('answers no body at all with the same 400', async () => {
    const response = await browser(app).inject({ method: 'POST', url: '/api/sessions' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(
      'Cannot exchange code for session token: no code provided in the URL search params.',
    )
  })

  it('refuses a code brought by a browser that did not start the sign-in (a forged callback)', async () => {
    const starter = browser(app)
    google.signInAs(person())
    const start = await starter.get('/api/oauth/google/redirect_url')
    const { code, state } = await followGoogleRedirect(start.json().redirectUrl)
    const users = await countRows(app.db, 'users')
    const victim = browser(app)
    const response = await victim.post('/api/sessions', { code, state })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/expired or was started in another browser/)
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it('refuses a state that does not match, and a code used twice', async () => {
    const visitor = browser(app)
    google.signInAs(person())
    const start = await visitor.get('/api/oauth/google/redirect_url')
    const { code } = await followGoogleRedirect(start.json().redirectUrl)
    const wrongState = await visitor.post('/api/sessions', { code, state: 'not-the-state' })
    expect(wrongState.statusCode).toBe(400)
    // The attempt is spent by that try: the same code cannot be replayed.
    const replay = await visitor.post('/api/sessions', { code })
    expect(replay.statusCode).toBe(400)
  })

  it('refuses a tampered attempt cookie', async () => {
    const visitor = browser(app)
    google.signInAs(person())
    const start = await visitor.get('/api/oauth/google/redirect_url')
    const { code } = await followGoogleRedirect(start.json().redirectUrl)
    const signed = visitor.jar.get('kitly_google') as string
    const [value = '', signature] = signed.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(value, 'base64url').toString()), next: '/evil' }),
    ).toString('base64url')
    visitor.jar.set('kitly_google', `${forged}.${signature}`, '/api/sessions')
    const response = await visitor.post('/api/sessions', { code })
    expect(response.statusCode).toBe(400)
  })

  it('refuses an ID token whose signature does not verify', async () => {
    google.server.service.once('beforeResponse', (response: { body: { id_token?: string } }) => {
      const [header, payload = '', signature] = (response.body.id_token ?? '').split('.')
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString('base64url')
      response.body.id_token = `${header}.${forged}.${signature}`
    })
    const response = await signInWithGoogle(browser(app), person())
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Google sign-in failed/)
  })

  it.each([
    ['for another client', { aud: 'someone-else' }],
    ['from another issuer', { iss: 'https://evil.example' }],
    ['with a nonce of another sign-in', { nonce: 'replayed' }],
    ['that has expired', { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['without an email', { email: undefined }],
  ])('refuses an ID token %s', async (_case, change) => {
    const users = await countRows(app.db, 'users')
    const response = await signInWithGoogle(browser(app), { ...person(), ...change } as GoogleClaims)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Google sign-in failed/)
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it('answers 400 when the provider refuses the code', async () => {
    google.server.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400
      response.body = { error: 'invalid_grant' }
    })
    const response = await signInWithGoogle(browser(app), person())
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Google sign-in failed/)
  })
})

describe('when Google is not configured or not reachable', () => {
  it('says so with 503 on both calls (but still 400 for a missing code)', async () => {
    const plain = await buildTestApp()
    try {
      const start = await plain.inject('/api/oauth/google/redirect_url')
      expect(start.statusCode).toBe(503)
      expect(start.json().error).toMatch(/^Google sign-in is not available on this server/)
      const exchange = await plain.inject({ method: 'POST', url: '/api/sessions', payload: { code: 'abc' } })
      expect(exchange.statusCode).toBe(503)
      expect((await plain.inject({ method: 'POST', url: '/api/sessions', payload: {} })).statusCode).toBe(400)
    } finally {
      await plain.close()
    }
  })

  it('answers 502 when the provider does not answer', async () => {
    const unreachable = await buildTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'x',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    })
    try {
      const start = await unreachable.inject('/api/oauth/google/redirect_url')
      expect(start.statusCode).toBe(502)
      expect(start.json()).toEqual({ error: 'Google sign-in is unavailable right now. Please try again later.' })
    } finally {
      await unreachable.close()
    }
  })
})
