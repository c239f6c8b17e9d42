/**
 * Suite 7, sessions and abuse, against the real app and Postgres: a session cookie planted before sign-in
 * is worth nothing after it (fixation); the cookie's flags over HTTP and HTTPS; signing out and
 * deactivation end sessions on the server, not only in the browser; rate limits answer 429 with
 * Retry-After and let the client back in once their window has passed; and every state-changing route
 * refuses a request that another site's page makes (CSRF), changing nothing.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { newSessionToken } from '../../src/auth/sessions.ts'
import { CROSS_SITE_MESSAGE } from '../../src/plugins/origin-check.ts'
import { sessionCookieName } from '../../src/plugins/session.ts'
import { ACCOUNT_DEACTIVATED } from '../../src/routes/auth/index.ts'
import { buildTestApp } from '../build-test-app.ts'
import { createAdmin, createUser, TEST_PASSWORD, type TestUser, unique } from '../factories.ts'
import { browser, browserAs, freshClientIp, signInAs } from '../session.ts'
import { type DatabaseWatch, watchDatabase } from './db-snapshot.ts'
import { buildAppWithRoutes, type TableRoute } from './route-table.ts'
import { actorHeaders, fillPath, paramsFor, seedWorld, type World } from './world.ts'

const OUR_ORIGIN = 'http://localhost:3000'
const COOKIE = sessionCookieName(OUR_ORIGIN)

let app: FastifyInstance
let routes: TableRoute[]
let world: World

beforeAll(async () => {
  const built = await buildAppWithRoutes()
  app = built.app
  routes = built.routes()
  world = await seedWorld(app)
})
afterAll(async () => {
  await app?.close()
})

const signInBody = (user: TestUser) => ({ email: user.email, password: TEST_PASSWORD })

/** GET /api/users/me with exactly this Cookie header: 200 while the session lives, 401 once it is gone. */
const meWith = (cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })

const sessionRows = (userId: number) =>
  app.db.oneFirst(
    sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`,
  )

/** The session cookie a response set, with its attributes. */
function sessionCookieOf(response: LightMyRequestResponse, name = COOKIE) {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`))
  expect(header, `no ${name} cookie set`).toBeDefined()
  const [pair = '', ...attributes] = String(header).split(/;\s*/)
  return {
    value: pair.slice(name.length + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', value = ''] = attribute.split('=')
        return [key.toLowerCase(), value]
      }),
    ),
  }
}

describe('session fixation', () => {
  it('a made-up token planted before sign-in is not what the browser gets after it', async () => {
    const user = await createUser(app.db)
    const client = browser(app)
    const planted = newSessionToken()
    client.jar.set(COOKIE, planted)
    expect((await client.post('/api/auth/login', signInBody(user))).statusCode).toBe(200)
    const issued = client.jar.get(COOKIE)
    expect(issued).toBeDefined()
    expect(issued).not.toBe(planted)
    expect((await meWith(`${COOKIE}=${planted}`)).statusCode).toBe(401)
    expect((await meWith(`${COOKIE}=${issued}`)).statusCode).toBe(200)
  })

  it.each([
    ['sign-in', (victim: TestUser) => ['/api/auth/login', signInBody(victim)] as const],
    [
      'sign-up',
      () =>
        [
          '/api/auth/signup',
          { name: 'Victim', email: `${unique('victim')}@example.com`, mobile: '+1 555 0100', password: 'long enough' },
        ] as const,
    ],
  ])("a real session of the attacker's, planted before %s, is deleted by it", async (_flow, request) => {
    const attacker = await createUser(app.db)
    const victim = await createUser(app.db)
    const attackerCookie = await signInAs(app, attacker)
    const client = browser(app)
    client.jar.set(COOKIE, attackerCookie.slice(COOKIE.length + 1))
    const [url, body] = request(victim)
    expect((await client.post(url, body)).statusCode).toBeLessThan(300)
    expect(client.jar.get(COOKIE)).not.toBe(attackerCookie.slice(COOKIE.length + 1))
    // The planted token now signs in nobody: neither the victim nor the attacker.
    expect((await meWith(attackerCookie)).statusCode).toBe(401)
    expect(await sessionRows(attacker.id)).toBe(0)
    expect((await client.get('/api/users/me')).statusCode).toBe(200)
  })
})

describe('cookie flags', () => {
  it('over HTTP: HttpOnly, SameSite=Lax, Path=/, a 30-day Max-Age, not Secure, host-only', async () => {
    const user = await createUser(app.db)
    const response = await browser(app).post('/api/auth/login', signInBody(user))
    const { value, attributes } = sessionCookieOf(response)
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')).toBe('Lax')
    expect(attributes.get('path')).toBe('/')
    expect(attributes.get('max-age')).toBe(String(30 * 24 * 60 * 60))
    expect(attributes.has('secure')).toBe(false)
    expect(attributes.has('domain')).toBe(false)
  })

  describe('over HTTPS', () => {
    const httpsUrl = 'https://kitly.example'
    let httpsApp: FastifyInstance
    beforeAll(async () => {
      httpsApp = await buildTestApp({ PUBLIC_URL: httpsUrl })
    })
    afterAll(async () => {
      await httpsApp?.close()
    })

    it('adds Secure and the __Host- prefix, and signing out clears the cookie with the same flags', async () => {
      const user = await createUser(httpsApp.db)
      const client = browser(httpsApp, { origin: httpsUrl })
      const name = sessionCookieName(httpsUrl)
      expect(name).toBe('__Host-kitly_session')
      const { attributes } = sessionCookieOf(await client.post('/api/auth/login', signInBody(user)), name)
      expect(attributes.has('secure')).toBe(true)
      expect(attributes.has('httponly')).toBe(true)
      expect(attributes.get('samesite')).toBe('Lax')
      expect(attributes.get('path')).toBe('/')
      expect(attributes.has('domain')).toBe(false)

      const cleared = sessionCookieOf(await client.post('/api/logout'), name)
      expect(cleared.value).toBe('')
      expect(cleared.attributes.has('secure')).toBe(true)
      expect(cleared.attributes.get('path')).toBe('/')
    })
  })
})

describe('signing out', () => {
  it.each(['POST', 'GET'] as const)(
    'by %s /api/logout ends the session on the server: a copy of the old cookie gets 401',
    async (method) => {
      const user = await createUser(app.db)
      const client = browser(app)
      await client.post('/api/auth/login', signInBody(user))
      const stolen = `${COOKIE}=${client.jar.get(COOKIE)}`
      expect((await meWith(stolen)).statusCode).toBe(200)
      const response = await client.inject({ method, url: '/api/logout' })
      expect(response.statusCode).toBeLessThan(300)
      expect(client.jar.get(COOKIE)).toBeUndefined()
      expect((await meWith(stolen)).statusCode).toBe(401)
      expect(await sessionRows(user.id)).toBe(0)
    },
  )

  it("ends only that browser's session: the same account elsewhere stays signed in", async () => {
    const user = await createUser(app.db)
    const laptop = await browserAs(app, user)
    const phone = await browserAs(app, user)
    await laptop.post('/api/logout')
    expect((await laptop.get('/api/users/me')).statusCode).toBe(401)
    expect((await phone.get('/api/users/me')).statusCode).toBe(200)
  })
})

describe('deactivation', () => {
  it('ends every session of the account at once, and reactivation brings none back', async () => {
    const user = await createUser(app.db)
    const cookies = [await signInAs(app, user), await signInAs(app, user), await signInAs(app, user)]
    for (const cookie of cookies) expect((await meWith(cookie)).statusCode).toBe(200)
    const admin = await browserAs(app, await createAdmin(app.db))

    expect((await admin.put(`/api/admin/registered-users/${user.id}`, { is_active: false })).statusCode).toBe(200)
    // Gone from the table before any of those browsers comes back.
    expect(await sessionRows(user.id)).toBe(0)
    for (const cookie of cookies) expect((await meWith(cookie)).statusCode).toBe(401)

    const signIn = await browser(app).post('/api/auth/login', signInBody(user))
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json()).toEqual({ error: ACCOUNT_DEACTIVATED })

    expect((await admin.put(`/api/admin/registered-users/${user.id}`, { is_active: true })).statusCode).toBe(200)
    for (const cookie of cookies) expect((await meWith(cookie)).statusCode).toBe(401)
  })
})

describe('rate limits', () => {
  // The in-process counters read Date.now(): moving the clock past a window is what waiting would do.
  afterEach(() => {
    vi.useRealTimers()
  })
  const waitOut = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (seconds + 1) * 1000)
  }

  /** A 429 in the usual shape, with a Retry-After (seconds) within the window; answers that wait. */
  function expectTooMany(response: LightMyRequestResponse, windowSeconds: number): number {
    expect(response.statusCode).toBe(429)
    expect(response.json()).toEqual({ error: expect.stringMatching(/^Too many \w+\. Please try again in \d+ \w+\.$/) })
    const retryAfter = Number(response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
    return retryAfter
  }

  it('sign-in: 10 failed passwords per account and address in 15 minutes; then 429 until the window ends', async () => {
    const user = await createUser(app.db)
    const client = browser(app, { ip: freshClientIp() })
    const attempt = (password: string) => client.post('/api/auth/login', { email: user.email, password })
    for (let tries = 0; tries < 10; tries += 1) expect((await attempt('wrong password')).statusCode).toBe(401)
    // Even the right password waits: the limit is on this address guessing this account.
    const retryAfter = expectTooMany(await attempt(TEST_PASSWORD), 15 * 60)
    waitOut(retryAfter)
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('contact form: 5 messages per address in 10 minutes; then 429 until the window ends', async () => {
    const client = browser(app, { ip: freshClientIp() })
    const send = () => client.post('/api/contact', { email: 'a@example.com', query_type: 'general', message: 'Hi' })
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).statusCode).toBe(201)
    const retryAfter = expectTooMany(await send(), 10 * 60)
    // Another address is not held back by this one.
    const neighbour = browser(app, { ip: freshClientIp() })
    expect(
      (await neighbour.post('/api/contact', { email: 'b@example.com', query_type: 'general', message: 'Hi' }))
        .statusCode,
    ).toBe(201)
    waitOut(retryAfter)
    expect((await send()).statusCode).toBe(201)
  })
})

describe('cross-site requests', () => {
  let watch: DatabaseWatch
  beforeAll(async () => {
    watch = await watchDatabase(app.db)
  })

  // What another site's page makes a browser send, each way a browser says where a request comes from.
  const CROSS_SITE: Record<string, Record<string, string>> = {
    "another site's Origin": { origin: 'https://evil.example' },
    'a look-alike Origin': { origin: `${OUR_ORIGIN}.evil.example` },
    'Origin null (sandboxed frame, data: URL)': { origin: 'null' },
    "only another site's Referer": { referer: 'https://evil.example/page' },
    'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site', origin: OUR_ORIGIN },
  }
  const unsafeRoutes = () => routes.filter((route) => route.method !== 'GET')

  it('covers every state-changing route of the route table', () => {
    expect(unsafeRoutes().length).toBeGreaterThan(50)
  })

  it.each(Object.entries(CROSS_SITE))(
    'with %s, every state-changing route answers 403, even for a signed-in admin, and nothing changes',
    async (_case, crossSiteHeaders) => {
      const admin = { cookie: await signInAs(app, world.users.admin), 'x-forwarded-for': freshClientIp() }
      await watch.changedTables()
      const refusedWrongly: string[] = []
      for (const route of [...unsafeRoutes(), { method: 'GET', url: '/api/logout', key: 'GET /api/logout' }]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, paramsFor(world, route.url)),
          headers: { ...admin, ...crossSiteHeaders },
          payload: route.method === 'DELETE' ? undefined : {},
        })
        if (response.statusCode !== 403 || response.json().error !== CROSS_SITE_MESSAGE) {
          refusedWrongly.push(`${route.key} → ${response.statusCode} ${response.body.slice(0, 120)}`)
        }
      }
      expect(refusedWrongly).toEqual([])
      expect(await watch.changedTables()).toEqual([])
      // The admin's session survived the forged sign-out.
      expect((await meWith(admin.cookie)).statusCode).toBe(200)
    },
  )

  it('lets the same requests from our own pages through the check', async () => {
    const headers = {
      ...(await actorHeaders(app, world, 'admin')),
      origin: OUR_ORIGIN,
      'sec-fetch-site': 'same-origin',
    }
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { name: 'Admin Again' },
    })
    expect(response.statusCode).toBe(200)
  })
})
