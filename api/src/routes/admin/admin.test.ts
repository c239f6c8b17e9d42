/**
 * The admin entry points, and the guard: a walk over Fastify's whole route table proves that every
 * /api/admin route other than the three entry points answers 401 to visitors, 403 to plain users, lets an
 * active admin through, and lets a moderator through exactly the routes auth/permissions.ts opens to it,
 * including routes added later (admin-only), wherever they are registered.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createAdmin, createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories.ts'
import { browser, injectAs } from '../../../test/session.ts'
import { permissionFor } from '../../auth/permissions.ts'
import { ADMIN_ENTRY_POINTS } from './guard.ts'

let app: FastifyInstance
const routes: RouteOptions[] = []
let admin: TestUser
let user: TestUser
let moderator: TestUser
let formerAdmin: TestUser

beforeAll(async () => {
  app = await buildTestApp({}, { onRoute: (route) => routes.push(route) })
  // Stand-ins for admin resources of later issues, registered the ways they might be: in a plugin with an
  // /api/admin prefix, and straight on the root. The guard must cover both without being told about them.
  await app.register(
    async (resource) => {
      resource.get('/', async () => ({ probe: 'list' }))
      resource.post('/', async () => ({ probe: 'create' }))
      resource.put('/:id', async () => ({ probe: 'update' }))
      resource.delete('/:id', async () => ({ probe: 'delete' }))
      resource.post('/bulk-upload', async () => ({ probe: 'upload' }))
    },
    { prefix: '/api/admin/probe-resource' },
  )
  app.patch('/api/admin/probe-root/:id/featured', async () => ({ probe: 'root' }))
  await app.ready()
  admin = await createAdmin(app.db)
  user = await createUser(app.db)
  moderator = await createUser(app.db, { role: 'moderator' })
  formerAdmin = await createAdmin(app.db, { isActive: false })
})
afterAll(() => app.close())

/** Every (method, path) of the route table under /api/admin, HEAD and OPTIONS left out (they mirror GET). */
function adminRoutes(): { method: HTTPMethods; url: string }[] {
  return routes
    .filter((route) => route.url === '/api/admin' || route.url.startsWith('/api/admin/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
}
const guarded = () => adminRoutes().filter((route) => !ADMIN_ENTRY_POINTS.has(`${route.method} ${route.url}`))
const forModerators = (route: { method: string; url: string }) =>
  permissionFor(route.method, route.url) !== 'manage_site'
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1')

describe('the admin guard', () => {
  it('sees the entry points and every other admin route in the route table', () => {
    const entries = adminRoutes().filter((route) => ADMIN_ENTRY_POINTS.has(`${route.method} ${route.url}`))
    expect(entries.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/check',
      'POST /api/admin/direct-access',
      'POST /api/admin/login',
    ])
    // The walk below is not vacuous: it covers the stand-in resources (and any real ones).
    expect(guarded().length).toBeGreaterThanOrEqual(6)
  })

  it('answers 401 to a visitor on every admin route but the entry points', async () => {
    for (const route of guarded()) {
      const response = await app.inject({ method: route.method, url: concrete(route.url), payload: {} })
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 })
      expect(response.json()).toEqual({ error: 'Please sign in as an administrator.' })
    }
  })

  it('answers 403 to a signed-in user on every admin route but the entry points', async () => {
    for (const route of guarded()) {
      const response = await injectAs(app, user, { method: route.method, url: concrete(route.url), payload: {} })
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 })
      expect(response.json()).toEqual({ error: 'Administrator access required.' })
    }
  })

  it('answers 403 to a moderator on every admin-only route, new ones included', async () => {
    const adminOnly = guarded().filter((route) => !forModerators(route))
    expect(adminOnly.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/probe-resource/',
        'PATCH /api/admin/probe-root/:id/featured',
        'GET /api/admin/registered-users/',
        'PUT /api/admin/registered-users/:id/role',
        'POST /api/admin/reviews/',
        'POST /api/admin/reviews/bulk-upload',
        'GET /api/admin/audit/',
        'GET /api/admin/settings/',
        'GET /api/admin/stats/',
      ]),
    )
    for (const route of adminOnly) {
      const response = await injectAs(app, moderator, { method: route.method, url: concrete(route.url), payload: {} })
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 })
      expect(response.json()).toEqual({ error: 'Administrator access required.' })
    }
  })

  it("lets a moderator through to every review and inquiry route the permission map opens, and no one else's", async () => {
    const opened = guarded().filter(forModerators)
    expect(opened.map((route) => `${route.method} ${route.url.replace(/\/$/, '')}`).sort()).toEqual([
      'DELETE /api/admin/reviews/:id',
      'GET /api/admin/contact-inquiries',
      'GET /api/admin/contact-inquiries/:id',
      'GET /api/admin/contact-inquiries/export',
      'GET /api/admin/reviews',
      'POST /api/admin/contact-inquiries/:id/reply',
      'PUT /api/admin/contact-inquiries/:id',
      'PUT /api/admin/reviews/:id',
    ])
    for (const route of opened) {
      const response = await injectAs(app, moderator, { method: route.method, url: concrete(route.url), payload: {} })
      // The route itself answers: a list, a 404 for id 1 or a 400 for the empty body, never the guard's refusal.
      expect({ route, status: response.statusCode }).toEqual({ route, status: expect.toSatisfy(reachedHandler) })
    }
  })

  it('lets no cache keep any admin answer, refused or not, entry points included', async () => {
    const answers = await Promise.all(
      adminRoutes().map(async (route) => {
        const options = { method: route.method, url: concrete(route.url), payload: {} }
        const refused = await app.inject(options)
        // The stand-ins answer an admin without writing anything, so they show what a served admin answer gets.
        const served = route.url.includes('probe') ? [await injectAs(app, admin, options)] : []
        return [refused, ...served].map((response) => ({ route, cacheControl: response.headers['cache-control'] }))
      }),
    )
    for (const answer of answers.flat()) expect(answer).toEqual({ ...answer, cacheControl: 'private, no-store' })
  })

  it('lets an active admin through to the route itself', async () => {
    for (const route of guarded().filter((route) => route.url.includes('probe'))) {
      const response = await injectAs(app, admin, { method: route.method, url: concrete(route.url), payload: {} })
      expect({ route, status: response.statusCode }).toEqual({ route, status: 200 })
    }
  })

  it("shuts a deactivated admin's session out at once", async () => {
    const cookie = (await browser(app).post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD }))
      .headers['set-cookie']
    const session = String(cookie).split(';')[0] as string
    expect((await app.inject({ url: '/api/admin/probe-resource', headers: { cookie: session } })).statusCode).toBe(200)
    const second = await createAdmin(app.db)
    const secondCookie = String(
      (await browser(app).post('/api/admin/login', { email: second.email, password: TEST_PASSWORD })).headers[
        'set-cookie'
      ],
    ).split(';')[0] as string
    await app.db.query(sql.typeAlias('void')`UPDATE users SET is_active = false WHERE id = ${second.id}`)
    expect((await app.inject({ url: '/api/admin/probe-resource', headers: { cookie: secondCookie } })).statusCode).toBe(
      401,
    )
  })

  it('cannot be dodged with a percent-encoded, differently cased or doubled-slash path', async () => {
    // The router decodes these to the admin route, and the guard judges the route, not the raw URL.
    for (const url of ['/api/%61dmin/probe-resource', '/api/admin/probe%2Dresource']) {
      expect((await injectAs(app, user, { url })).statusCode).toBe(403)
    }
    // These match no admin route at all (they fall through to the web app or a 404).
    for (const url of ['/API/ADMIN/probe-resource', '/api/admin//probe-resource', '/api/admin/probe-resource/']) {
      expect((await injectAs(app, user, { url })).body).not.toContain('"probe"')
    }
  })
})

const reachedHandler = (status: number) => status < 500 && status !== 401 && status !== 403

describe('GET /api/admin/check', () => {
  const everything = ['manage_site', 'moderate_reviews', 'answer_inquiries']
  it.each([
    ['a visitor', { isAdmin: false, role: null, permissions: [] }, null],
    ['a user', { isAdmin: false, role: 'user', permissions: [] }, () => user],
    ['a moderator', { isAdmin: false, role: 'moderator', permissions: everything.slice(1) }, () => moderator],
    ['an active admin', { isAdmin: true, role: 'admin', permissions: everything }, () => admin],
  ] as const)('answers %s with its account, role and permissions', async (_who, expected, who) => {
    const response = who
      ? await injectAs(app, who(), { url: '/api/admin/check' })
      : await app.inject({ url: '/api/admin/check' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ userId: who?.().id ?? null, ...expected })
  })

  it('answers a deactivated admin, whose session is gone, as a visitor', async () => {
    const response = await injectAs(app, formerAdmin, { url: '/api/admin/check' })
    expect(response.json()).toEqual({ userId: null, isAdmin: false, role: null, permissions: [] })
  })
})

describe('POST /api/admin/login', () => {
  it('signs an active admin in, answering { success, admin, error }', async () => {
    const visitor = browser(app)
    const response = await visitor.post('/api/admin/login', {
      email: ` ${admin.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      admin: { id: admin.id, name: 'Admin User', email: admin.email, role: 'admin' },
      error: null,
    })
    expect((await visitor.get('/api/admin/check')).json()).toMatchObject({ isAdmin: true, role: 'admin' })
    expect((await visitor.get('/api/admin/probe-resource')).statusCode).toBe(200)
  })

  it('signs a moderator in, answering its role, and the session opens only its sections', async () => {
    const visitor = browser(app)
    const response = await visitor.post('/api/admin/login', { email: moderator.email, password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      admin: { id: moderator.id, name: moderator.name, email: moderator.email, role: 'moderator' },
      error: null,
    })
    expect((await visitor.get('/api/admin/check')).json()).toMatchObject({ isAdmin: false, role: 'moderator' })
    expect((await visitor.get('/api/admin/reviews')).statusCode).toBe(200)
    expect((await visitor.get('/api/admin/probe-resource')).statusCode).toBe(403)
  })

  it('accepts the first-start account admin@localhost, whose address has no dot', async () => {
    const local = await createAdmin(app.db, { email: 'admin@localhost' })
    const response = await browser(app).post('/api/admin/login', { email: local.email, password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['a wrong password', () => ({ email: admin.email, password: 'not it at all' })],
    ['a normal user with the right password', () => ({ email: user.email, password: TEST_PASSWORD })],
    ['a deactivated admin', () => ({ email: formerAdmin.email, password: TEST_PASSWORD })],
    ['an unknown email', () => ({ email: 'nobody@example.com', password: TEST_PASSWORD })],
  ])('refuses %s with 401 "Invalid admin credentials" and no session', async (_case, payload) => {
    const visitor = browser(app)
    const response = await visitor.post('/api/admin/login', payload())
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, admin: null, error: 'Invalid admin credentials' })
    expect(response.headers['set-cookie']).toBeUndefined()
    expect((await visitor.get('/api/admin/check')).json()).toEqual({
      userId: null,
      isAdmin: false,
      role: null,
      permissions: [],
    })
  })

  it.each([
    [{ password: TEST_PASSWORD }, 'Email address is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
  ])('answers a missing field with 400 in the same shape (%o)', async (payload, error) => {
    const response = await browser(app).post('/api/admin/login', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, admin: null, error })
  })

  it.each([
    ['a JSON array', 'application/json', '[]'],
    ['malformed JSON', 'application/json', '{"email":'],
    ['a multipart body', 'multipart/form-data; boundary=x', '--x\r\n\r\nhi\r\n--x--'],
  ])('answers %s with a 4xx in the same shape, not a 500', async (_case, contentType, payload) => {
    const response = await browser(app).inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': contentType },
      payload,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ success: false, admin: null, error: expect.any(String) })
  })

  it('counts failed passwords of one address together with the user sign-in', async () => {
    const target = await createAdmin(app.db)
    const guesser = browser(app)
    for (let attempt = 0; attempt < 5; attempt++) {
      await guesser.post('/api/auth/login', { email: target.email, password: `guess ${attempt}` })
      await guesser.post('/api/admin/login', { email: target.email, password: `guess ${attempt}` })
    }
    const blocked = await guesser.post('/api/admin/login', { email: target.email, password: TEST_PASSWORD })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(blocked.json()).toMatchObject({
      success: false,
      admin: null,
      error: expect.stringMatching(/^Too many attempts/),
    })
    // The guesser locks only itself out: the admin signs in from their own address.
    const admin = await browser(app).post('/api/admin/login', { email: target.email, password: TEST_PASSWORD })
    expect(admin.json()).toMatchObject({ success: true })
  })
})

describe('POST /api/admin/direct-access', () => {
  it('answers 401 to a visitor and 403 to a plain user, whatever email they send, and never any credential', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/admin/direct-access',
      payload: { email: admin.email },
    })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ success: false, admin: null, error: 'Please sign in as an administrator.' })
    const plainUser = await injectAs(app, user, {
      method: 'POST',
      url: '/api/admin/direct-access',
      payload: { email: admin.email },
    })
    expect(plainUser.statusCode).toBe(403)
    expect(plainUser.json()).toEqual({ success: false, admin: null, error: 'Administrator access required.' })
    for (const response of [visitor]) expect(response.body).not.toMatch(/password|key/i)
  })

  it("confirms a moderator's session with its role", async () => {
    const response = await injectAs(app, moderator, { method: 'POST', url: '/api/admin/direct-access' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, admin: { id: moderator.id, role: 'moderator' } })
  })

  it('confirms a session that already belongs to an active admin', async () => {
    for (const payload of [undefined, {}, { email: 'someone-else@example.com' }]) {
      const response = await injectAs(app, admin, {
        method: 'POST',
        url: '/api/admin/direct-access',
        ...(payload ? { payload } : {}),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        success: true,
        admin: { id: admin.id, name: 'Admin User', email: admin.email, role: 'admin' },
        error: null,
      })
    }
  })
})
