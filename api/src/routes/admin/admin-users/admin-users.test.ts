/**
 * /api/admin/users: the admins; adding one by email (an account with a verified address is promoted and
 * signed out everywhere; any other address is invited by mail, and only following the link makes its owner
 * an admin); the pending invitations with Resend and Revoke; activation with its two safety rules.
 */

import { sql } from '@kitly/db'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminTestContext, expectAdminOnly, lastAuditEntry } from '../../../../test/admin-test-kit.ts'
import { withMailServer } from '../../../../test/app-with-mail.ts'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createUser, TEST_PASSWORD, unique } from '../../../../test/factories.ts'
import { linkIn } from '../../../../test/mail-server.ts'
import { browser, browserAs } from '../../../../test/session.ts'
import { INVITATION_LINK_INVALID } from '../../auth/schemas.ts'

const { app, mailsTo } = await withMailServer()
let context: AdminTestContext
beforeAll(async () => {
  const admin = await createAdmin(app.db, { name: '' })
  context = { app, admin, user: await createUser(app.db), asAdmin: await browserAs(app, admin) }
})

const verify = (userId: number) =>
  context.app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${userId}`)

const Account = z.object({ role: z.string(), verified: z.boolean(), sessions: z.number() })
const accountOf = (email: string) =>
  context.app.db.maybeOne(sql.type(Account)`
    SELECT role, email_verified_at IS NOT NULL AS verified,
           (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions
    FROM users u WHERE lower(email) = lower(${email})`)

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1)
  expect(mail?.subject).toBe('You are invited to administer Kitly')
  return linkIn(mail as NonNullable<typeof mail>, '/invitation').searchParams.get('token') as string
}

const isAdmin = async (client: ReturnType<typeof browser>) => (await client.get('/api/admin/check')).json().isAdmin

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
    })
    expect(rows.find((row: { id: number }) => row.id === named.id).name).toBe('Rosa')
    expect(rows.some((row: { id: number }) => row.id === context.user.id)).toBe(false)
  })

  it('is for admins only, invitations included', async () => {
    await expectAdminOnly(context, '/api/admin/users', [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['GET', '/invitations'],
      ['POST', '/invitations/1/resend'],
      ['DELETE', '/invitations/1'],
    ])
  })
})

describe('POST /api/admin/users', () => {
  it('promotes an account whose address is verified at once, and ends every session it had', async () => {
    const person = await createUser(context.app.db, { name: 'Promoted Person' })
    await verify(person.id)
    const their = await browserAs(context.app, person)
    const response = await context.asAdmin.post('/api/admin/users', { email: person.email.toUpperCase() })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: person.id, name: 'Promoted Person' })
    expect(await accountOf(person.email)).toEqual({ role: 'admin', verified: true, sessions: 0 })
    expect(await isAdmin(their)).toBe(false)
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'admin_user.promote',
      entity_id: String(person.id),
    })
  })

  it('invites an account whose address is not verified instead of promoting it; its owner takes it back with the link', async () => {
    // Someone signed up with an address they do not read, hoping it would be made admin.
    const squatted = await createUser(context.app.db, { name: 'Squatter' })
    const squatter = await browserAs(context.app, squatted)
    const invited = await context.asAdmin.post('/api/admin/users', { email: squatted.email })
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ email: squatted.email, invited_by: context.admin.email, expired: false })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'admin_invitation.send',
      entity_type: 'admin_invitation',
      details: { email: squatted.email },
    })
    expect(await accountOf(squatted.email)).toMatchObject({ role: 'user', verified: false })
    expect(await isAdmin(squatter)).toBe(false)

    const token = await invitationToken(squatted.email)
    const owner = browser(context.app)
    expect((await owner.post('/api/auth/admin-invitation', { token })).json()).toEqual({ email: squatted.email })
    const noPassword = await owner.post('/api/auth/admin-invitation/accept', { token })
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().details).toEqual([{ field: 'password', message: 'Password is required' }])
    const accepted = await owner.post('/api/auth/admin-invitation/accept', { token, password: 'the real owner' })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().user).toMatchObject({ email: squatted.email, role: 'admin', email_verified: true })
    expect(await isAdmin(owner)).toBe(true)
    // The squatter is out, and their password no longer opens the account.
    expect(await isAdmin(squatter)).toBe(false)
    expect(await accountOf(squatted.email)).toEqual({ role: 'admin', verified: true, sessions: 1 })
    const oldPassword = await browser(context.app).post('/api/auth/login', {
      email: squatted.email,
      password: TEST_PASSWORD,
    })
    expect(oldPassword.statusCode).toBe(401)
    // The link works once.
    const again = await browser(context.app).post('/api/auth/admin-invitation/accept', {
      token,
      password: 'once more!',
    })
    expect(again.json()).toMatchObject({ error: INVITATION_LINK_INVALID })
    expect((await context.asAdmin.get('/api/admin/users/invitations')).json()).toEqual([])
  })

  it('creates no account for an unknown address until its invitation is accepted', async () => {
    const email = `${unique('newcomer')}@example.com`
    expect((await context.asAdmin.post('/api/admin/users', { email })).statusCode).toBe(201)
    expect(await accountOf(email)).toBeNull()
    const listed = (await context.asAdmin.get('/api/admin/users/invitations')).json()
    expect(listed).toEqual([expect.objectContaining({ email, expired: false })])

    const invitee = browser(context.app)
    const token = await invitationToken(email)
    const accepted = await invitee.post('/api/auth/admin-invitation/accept', { token, password: 'a new admin here' })
    expect(accepted.statusCode).toBe(200)
    expect(await accountOf(email)).toEqual({ role: 'admin', verified: true, sessions: 1 })
    expect(await isAdmin(invitee)).toBe(true)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'admin_invitation.accept', details: { email } })
  })

  it('lets the verified owner, signed in, accept without a password, ending their other sessions', async () => {
    const person = await createUser(context.app.db)
    await context.asAdmin.post('/api/admin/users', { email: person.email })
    await verify(person.id)
    const [here, elsewhere] = [await browserAs(context.app, person), await browserAs(context.app, person)]
    const token = await invitationToken(person.email)
    const accepted = await here.post('/api/auth/admin-invitation/accept', { token })
    expect(accepted.statusCode).toBe(200)
    expect(await isAdmin(here)).toBe(true)
    expect(await isAdmin(elsewhere)).toBe(false)
  })

  it('renews an invitation on Resend (the old link dies) and voids it on Revoke', async () => {
    const email = `${unique('invitee')}@example.com`
    const { id } = (await context.asAdmin.post('/api/admin/users', { email })).json()
    const first = await invitationToken(email)
    const resent = await context.asAdmin.post(`/api/admin/users/invitations/${id}/resend`)
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toMatchObject({ id, email, expired: false })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'admin_invitation.resend',
      entity_id: String(id),
    })
    const second = await invitationToken(email)
    expect(second).not.toBe(first)
    const stale = await browser(context.app).post('/api/auth/admin-invitation', { token: first })
    expect(stale.statusCode).toBe(400)

    const revoked = await context.asAdmin.delete(`/api/admin/users/invitations/${id}`)
    expect(revoked.statusCode).toBe(200)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'admin_invitation.revoke', details: { email } })
    const accept = await browser(context.app).post('/api/auth/admin-invitation/accept', {
      token: second,
      password: 'too late for this',
    })
    expect(accept.json()).toMatchObject({ error: INVITATION_LINK_INVALID })
    expect(await accountOf(email)).toBeNull()
    expect((await context.asAdmin.delete(`/api/admin/users/invitations/${id}`)).statusCode).toBe(404)
    expect((await context.asAdmin.post(`/api/admin/users/invitations/${id}/resend`)).statusCode).toBe(404)
  })

  it('refuses an expired invitation, and one whose admin was deactivated since', async () => {
    const inviter = await createAdmin(context.app.db)
    const asInviter = await browserAs(context.app, inviter)
    const [late, orphaned] = [`${unique('late')}@example.com`, `${unique('orphaned')}@example.com`]
    await context.asAdmin.post('/api/admin/users', { email: late })
    await asInviter.post('/api/admin/users', { email: orphaned })
    const [lateToken, orphanedToken] = [await invitationToken(late), await invitationToken(orphaned)]
    await context.app.db.query(sql.typeAlias('void')`
      UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE email = ${late}`)
    await context.asAdmin.put(`/api/admin/users/${inviter.id}`, { is_active: false })
    for (const token of [lateToken, orphanedToken]) {
      const response = await browser(context.app).post('/api/auth/admin-invitation/accept', {
        token,
        password: 'let me in please',
      })
      expect(response.json()).toMatchObject({ error: INVITATION_LINK_INVALID })
    }
    const listed = (await context.asAdmin.get('/api/admin/users/invitations')).json()
    expect(listed.find((row: { email: string }) => row.email === late)).toMatchObject({ expired: true })
    expect(await accountOf(late)).toBeNull()
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
    expect((await their.get('/api/admin/check')).json()).toEqual({
      userId: null,
      isAdmin: false,
      role: null,
      permissions: [],
    })
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
