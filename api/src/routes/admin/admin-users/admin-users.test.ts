/**
 * /api/admin/users: the admins, adding one by email (promotion, or an invitation that a Google sign-in
 * with that address claims), and activation with its two safety rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createUser, TEST_PASSWORD } from '../../../../test/factories.ts'
import { type FakeGoogle, followGoogleRedirect, startFakeGoogle } from '../../../../test/oauth-server.ts'
import { browser, browserAs } from '../../../../test/session.ts'
import { type AdminTestContext, expectAdminOnly, lastAuditEntry } from '../admin-test-kit.ts'

let google: FakeGoogle
let context: AdminTestContext
beforeAll(async () => {
  google = await startFakeGoogle()
  const app = await buildTestApp({
    GOOGLE_CLIENT_ID: 'kitly-test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER_URL: google.issuer,
  })
  const admin = await createAdmin(app.db, { name: '' })
  context = { app, admin, user: await createUser(app.db), asAdmin: await browserAs(app, admin) }
})
afterAll(async () => {
  await context.app.close()
  await google.stop()
})

describe('GET /api/admin/users', () => {
  it("lists admins only, named 'Admin User' when they have no name", async () => {
    const named = await createAdmin(context.app.db, { name: 'Rosa' })
    const response = await context.asAdmin.get('/api/admin/users')
    expect(response.statusCode).toBe(200)
    const rows = response.json()
    expect(rows.find((row: { id: number }) => row.id === context.admin.id)).toMatchObject({
      name: 'Admin User',
      email: context.admin.email,
      is_active: true,
      invited: false,
    })
    expect(rows.find((row: { id: number }) => row.id === named.id).name).toBe('Rosa')
    expect(rows.some((row: { id: number }) => row.id === context.user.id)).toBe(false)
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/users', [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
    ])
  })
})

describe('POST /api/admin/users', () => {
  it('promotes an existing account, whose open session becomes an admin one', async () => {
    const person = await createUser(context.app.db, { name: 'Promoted Person' })
    const their = await browserAs(context.app, person)
    const response = await context.asAdmin.post('/api/admin/users', { email: person.email.toUpperCase() })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: person.id, name: 'Promoted Person', invited: false })
    expect((await their.get('/api/admin/check')).json()).toEqual({ isAdmin: true })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'admin_user.promote',
      entity_id: String(person.id),
    })
  })

  it('invites an unknown address; a Google sign-in with that verified address claims the admin account', async () => {
    const email = 'new.admin@gmail.com'
    const invited = await context.asAdmin.post('/api/admin/users', { email })
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ email, name: 'Admin User', invited: true, is_active: true })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'admin_user.invite', details: { email } })

    // No password: email sign-in cannot reach it, and sign-up cannot take the address over.
    const signIn = await browser(context.app).post('/api/admin/login', { email, password: TEST_PASSWORD })
    expect(signIn.statusCode).toBe(401)
    const signUp = await browser(context.app).post('/api/auth/signup', {
      name: 'Impostor',
      email,
      mobile: '+1 555 0199',
      password: TEST_PASSWORD,
    })
    expect(signUp.statusCode).toBe(409)

    const visitor = browser(context.app)
    google.signInAs({ sub: 'invited-sub', email, email_verified: true, name: 'New Admin' })
    const { code, state } = await followGoogleRedirect(
      (await visitor.get('/api/oauth/google/redirect_url')).json().redirectUrl,
    )
    const session = await visitor.post('/api/sessions', { code, state })
    expect(session.statusCode).toBe(200)
    expect(session.json().user).toMatchObject({ id: invited.json().id, role: 'admin' })
    expect((await visitor.get('/api/admin/check')).json()).toEqual({ isAdmin: true })
    const listed = (await context.asAdmin.get('/api/admin/users')).json()
    expect(listed.find((row: { email: string }) => row.email === email)).toMatchObject({
      name: 'New Admin',
      invited: false,
    })
  })

  it.each([
    [{}, 'Email address is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with 400 "%s"', async (body, error) => {
    const response = await context.asAdmin.post('/api/admin/users', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })

  it('answers 409 for an address that already is an admin', async () => {
    const response = await context.asAdmin.post('/api/admin/users', { email: context.admin.email })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: 'This user is already an admin' })
  })
})

describe('PUT /api/admin/users/{id}', () => {
  it('deactivates another admin (signing them out) and activates them again', async () => {
    const other = await createAdmin(context.app.db)
    const their = await browserAs(context.app, other)
    const off = await context.asAdmin.put(`/api/admin/users/${other.id}`, { is_active: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ id: other.id, is_active: false })
    expect((await their.get('/api/admin/check')).json()).toEqual({ isAdmin: false })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'admin_user.deactivate',
      entity_id: String(other.id),
    })
    const on = await context.asAdmin.put(`/api/admin/users/${other.id}`, { is_active: true })
    expect(on.json().is_active).toBe(true)
  })

  it('refuses to deactivate yourself', async () => {
    const response = await context.asAdmin.put(`/api/admin/users/${context.admin.id}`, { is_active: false })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'You cannot deactivate your own account' })
  })

  it('never leaves the site without an active admin, even when two admins deactivate each other at once', async () => {
    const app = await buildTestApp()
    try {
      const [first, second] = [await createAdmin(app.db), await createAdmin(app.db)]
      const [asFirst, asSecond] = [await browserAs(app, first), await browserAs(app, second)]
      const answers = await Promise.all([
        asFirst.put(`/api/admin/users/${second.id}`, { is_active: false }),
        asSecond.put(`/api/admin/users/${first.id}`, { is_active: false }),
      ])
      const statuses = answers.map((answer) => answer.statusCode).sort()
      // The loser either finds itself deactivated (401 at the guard) or is refused as the last admin.
      expect(statuses[0]).toBe(200)
      expect([400, 401]).toContain(statuses[1])
      const admins = await browserAs(app, answers[0]?.statusCode === 200 ? first : second)
      expect(
        ((await admins.get('/api/admin/users')).json() as { is_active: boolean }[]).filter((a) => a.is_active),
      ).toHaveLength(1)
    } finally {
      await app.close()
    }
  })

  it('answers 404 for an account that is not an admin, and 400 without a flag', async () => {
    const response = await context.asAdmin.put(`/api/admin/users/${context.user.id}`, { is_active: false })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Admin user not found' })
    expect((await context.asAdmin.put('/api/admin/users/999999', { is_active: false })).statusCode).toBe(404)
    expect((await context.asAdmin.put(`/api/admin/users/${context.admin.id}`, { is_active: 'x' })).statusCode).toBe(400)
  })
})
