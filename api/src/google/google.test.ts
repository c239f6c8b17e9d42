/**
 * "Continue with Google" end to end, against a local OpenID provider: redirect URL (state, nonce, PKCE),
 * the provider's redirect back to /auth/callback, POST /api/sessions with the code, the account found,
 * linked or created, and every way the exchange must fail.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'
import { countRows, createUser, TEST_PASSWORD, unique } from '../../test/factories.ts'
import {
  type FakeGoogle,
  followGoogleRedirect,
  type GoogleClaims,
  signWithForeignKey,
  startFakeGoogle,
} from '../../test/oauth-server.ts'
import { type Browser, browser, browserAs, signInAs } from '../../test/session.ts'
import { SIGN_IN_WITH_PASSWORD_FIRST } from './accounts.ts'

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
async function signInWithGoogle(
  visitor: Browser,
  claims: GoogleClaims,
  options: { next?: string; intent?: 'link' | 'reauth' } = {},
) {
  google.signInAs(claims)
  const query = new URLSearchParams(Object.entries(options).filter(([, value]) => value !== undefined))
  const start = await visitor.get(`/api/oauth/google/redirect_url?${query}`)
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
  email_verified: z.boolean(),
})
const userByEmail = (email: string) =>
  app.db.maybeOne(sql.type(UserRow)`
    SELECT id, name, google_sub, avatar_url, password_hash, email_verified_at IS NOT NULL AS email_verified
    FROM users WHERE lower(email) = lower(${email})`)

/** A local account whose address was proven (a mailed link followed). */
async function createVerifiedUser(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, fields)
  await app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}`)
  return user
}

const signInWithPassword = (user: { email: string }) =>
  browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })

describe('GET /api/site-settings', () => {
  it('tells the pages that Google sign-in is offered when a Google client is configured', async () => {
    const response = await app.inject('/api/site-settings')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ google_sign_in: true })
  })
})

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
      // 32 random bytes each (openid-client's randomState and randomNonce).
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
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
      intent: 'sign_in',
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

  it.each([
    ['a Gmail address', (id: string) => `${id}@gmail.com`, {}],
    ['a Googlemail address', (id: string) => `${id}@googlemail.com`, {}],
    ['an address of the Workspace domain named by hd', (id: string) => `${id}@acme.example`, { hd: 'acme.example' }],
  ])(
    'links a verified account when Google is authoritative for %s, keeping its password and uploaded avatar',
    async (_case, address, extra) => {
      const existing = await createVerifiedUser({
        email: address(unique('ada')),
        avatarUrl: '/uploads/avatars/1-abcdefghijklmnop.png',
      })
      const claims = person({ email: existing.email.toUpperCase(), ...extra })
      const response = await signInWithGoogle(browser(app), claims)
      expect(response.statusCode).toBe(200)
      expect(response.json().user).toMatchObject({
        id: existing.id,
        avatar_url: '/uploads/avatars/1-abcdefghijklmnop.png',
      })
      expect(await userByEmail(existing.email)).toMatchObject({ google_sub: claims.sub, name: existing.name })
      expect((await signInWithPassword(existing)).statusCode).toBe(200)
    },
  )

  it.each([
    ['an unverified account, even for a Gmail address', false, (id: string) => `${id}@gmail.com`, {}],
    ['a verified account whose address Google does not host', true, (id: string) => `${id}@example.com`, {}],
    [
      'a verified account of another Workspace domain',
      true,
      (id: string) => `${id}@acme.example`,
      { hd: 'other.example' },
    ],
  ])(
    'does not take over %s: asks for the password first and links nothing',
    async (_case, verified, address, extra) => {
      const email = address(unique('ada'))
      const existing = verified ? await createVerifiedUser({ email }) : await createUser(app.db, { email })
      const owner = await browserAs(app, existing)
      const users = await countRows(app.db, 'users')
      const visitor = browser(app)
      const response = await signInWithGoogle(visitor, person({ email, ...extra }))
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ error: SIGN_IN_WITH_PASSWORD_FIRST })
      expect(response.json().error).toMatch(/sign in with your password first.+Security tab/)
      expect(visitor.jar.get('kitly_session')).toBeUndefined()
      expect(await countRows(app.db, 'users')).toBe(users)
      expect(await userByEmail(email)).toMatchObject({ google_sub: null, email_verified: verified })
      expect((await signInWithPassword(existing)).statusCode).toBe(200)
      expect((await owner.get('/api/users/me')).statusCode).toBe(200)
    },
  )

  it('reads hd from the verified ID token only: a new Workspace account counts as verified, another domain does not', async () => {
    const workspace = person({ email: `${unique('grace')}@acme.example`, hd: 'acme.example' })
    expect((await signInWithGoogle(browser(app), workspace)).json().user.email_verified).toBe(true)
    const elsewhere = person({ email: `${unique('grace')}@example.com` })
    const response = await signInWithGoogle(browser(app), elsewhere)
    expect(response.statusCode).toBe(200)
    expect(response.json().user.email_verified).toBe(false)
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
  ])('answers %s with 400 and the missing-code message', async (_case, payload) => {
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
    ["under the provider's own key id", 'provider'],
    ['under a key id the provider never published', 'unknown'],
  ] as const)('refuses an ID token signed with another key %s', async (_case, kid) => {
    google.server.service.once('beforeResponse', (response: { body: { id_token?: string } }) => {
      response.body.id_token = signWithForeignKey(response.body.id_token ?? '', kid)
    })
    const users = await countRows(app.db, 'users')
    const response = await signInWithGoogle(browser(app), person())
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Google sign-in failed/)
    expect(await countRows(app.db, 'users')).toBe(users)
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

describe('linking Google from the Security tab', () => {
  const sessionCount = (userId: number) =>
    app.db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`,
    )

  it('needs a session to start a link or a re-authentication', async () => {
    for (const intent of ['link', 'reauth']) {
      expect((await browser(app).get(`/api/oauth/google/redirect_url?intent=${intent}`)).statusCode).toBe(401)
    }
  })

  it("links the Google account to the session's own account, whatever its address, and keeps it signed in", async () => {
    const user = await createVerifiedUser()
    const me = await browserAs(app, user)
    const claims = person()
    const response = await signInWithGoogle(me, claims, { intent: 'link', next: '/profile' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      intent: 'link',
      next: '/profile',
      user: { id: user.id, email: user.email },
    })
    expect(await userByEmail(user.email)).toMatchObject({ google_sub: claims.sub, email_verified: true })
    expect((await me.get('/api/users/profile')).json().kitly_user).toMatchObject({
      google_linked: true,
      has_password: true,
    })
    // The password still works, and Google now opens this account.
    expect((await signInWithPassword(user)).statusCode).toBe(200)
    expect((await signInWithGoogle(browser(app), claims)).json().user.id).toBe(user.id)
  })

  it("clears an unverified account's password and ends its other sessions, and verifies only an address Google is authoritative for", async () => {
    for (const [email, authoritative] of [
      [`${unique('grace')}@gmail.com`, true],
      [`${unique('grace')}@example.com`, false],
    ] as const) {
      const user = await createUser(app.db, { email })
      const other = await browserAs(app, user)
      const me = await browserAs(app, user)
      const response = await signInWithGoogle(me, person({ email }), { intent: 'link' })
      expect(response.statusCode).toBe(200)
      expect(response.json().user.email_verified).toBe(authoritative)
      expect(await userByEmail(email)).toMatchObject({ password_hash: null, email_verified: authoritative })
      expect((await other.get('/api/users/me')).statusCode).toBe(401)
      expect((await me.get('/api/users/me')).statusCode).toBe(200)
      expect(await sessionCount(user.id)).toBe(1)
      expect((await signInWithPassword(user)).statusCode).toBe(401)
    }
  })

  it('refuses a Google account linked to another account, with a clear message', async () => {
    const sub = unique('taken-sub')
    await createUser(app.db, { googleSub: sub })
    const user = await createVerifiedUser()
    const response = await signInWithGoogle(await browserAs(app, user), person({ sub }), { intent: 'link' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: 'This Google account is already linked to another Kitly account.' })
    expect(await userByEmail(user.email)).toMatchObject({ google_sub: null })
    expect(typeof (await userByEmail(user.email))?.password_hash).toBe('string')
  })

  it('completes a link only in the session that started it', async () => {
    const user = await createVerifiedUser()
    const me = await browserAs(app, user)
    google.signInAs(person())
    const start = await me.get('/api/oauth/google/redirect_url?intent=link')
    const { code, state } = await followGoogleRedirect(start.json().redirectUrl)
    // Signed in again (a new session) before the callback: the attempt cookie is still there.
    const [name = '', value = ''] = (await signInAs(app, user)).split('=')
    me.jar.set(name, value)
    const response = await me.post('/api/sessions', { code, state })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/started in another session/)
    expect(await userByEmail(user.email)).toMatchObject({ google_sub: null })
  })

  it('unlinks Google only from an account that has a password', async () => {
    const withPassword = await createVerifiedUser({ googleSub: unique('sub') })
    const unlinked = await (await browserAs(app, withPassword)).delete('/api/users/google')
    expect(unlinked.statusCode).toBe(200)
    expect(unlinked.json().kitly_user).toMatchObject({ google_linked: false, has_password: true })
    expect(await userByEmail(withPassword.email)).toMatchObject({ google_sub: null })

    const googleOnly = await createUser(app.db, { password: null, googleSub: unique('sub') })
    const refused = await (await browserAs(app, googleOnly)).delete('/api/users/google')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatch(/^Set a password before unlinking Google/)
    expect(await userByEmail(googleOnly.email)).toMatchObject({ google_sub: expect.any(String) })
  })
})

describe('re-authenticating with Google (accounts without a password)', () => {
  it('lets the linked Google account confirm the user for 10 minutes: first password, then a new email address', async () => {
    const claims = person()
    const user = await createUser(app.db, { password: null, googleSub: claims.sub, email: claims.email })
    const me = await browserAs(app, user)
    const tooSoon = await me.put('/api/users/password', { new_password: 'first password!' })
    expect(tooSoon.statusCode).toBe(403)
    expect(tooSoon.json().error).toMatch(/^Please confirm it is you with Google first/)

    const reauth = await signInWithGoogle(me, claims, { intent: 'reauth', next: '/profile' })
    expect(reauth.statusCode).toBe(200)
    expect(reauth.json()).toMatchObject({ intent: 'reauth', next: '/profile', user: { id: user.id } })
    expect((await me.put('/api/users/password', { new_password: 'first password!' })).statusCode).toBe(200)

    const other = await createUser(app.db, { password: null, googleSub: unique('sub') })
    const otherSession = await browserAs(app, other)
    await app.db.query(sql.typeAlias('void')`
      UPDATE sessions SET reauthenticated_at = now() - interval '11 minutes' WHERE user_id = ${other.id}`)
    const expired = await otherSession.put('/api/users/profile', { email: `${unique('new')}@example.com` })
    expect(expired.statusCode).toBe(403)
  })

  it('refuses another Google account than the linked one', async () => {
    const user = await createUser(app.db, { password: null, googleSub: unique('sub') })
    const me = await browserAs(app, user)
    const response = await signInWithGoogle(me, person(), { intent: 'reauth' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatch(/^That is not the Google account linked to your Kitly account/)
    expect((await me.put('/api/users/password', { new_password: 'first password!' })).statusCode).toBe(403)
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
