/** /api/admin/registered-users: every account with its profile; activation (deactivation signs out). */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createAdmin, createUser } from '../../../../test/factories.ts'
import { browserAs } from '../../../../test/session.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const sessionCount = (userId: number) =>
  context.app.db.oneFirst(
    sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`,
  )

describe('GET /api/admin/registered-users', () => {
  it('lists accounts with their role, status and nested profile, never a password', async () => {
    const person = await createUser(context.app.db, { name: 'Lin Rivers', mobile: '+1 555 0100' })
    await context.app.db.query(sql.typeAlias('void')`
      UPDATE profiles SET bio = 'Writes a lot', location = 'Oslo', date_of_birth = '1990-04-02' WHERE user_id = ${person.id}`)
    const response = await context.asAdmin.get('/api/admin/registered-users')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(/password/)
    expect(response.json().find((row: { id: number }) => row.id === person.id)).toEqual({
      id: person.id,
      name: 'Lin Rivers',
      email: person.email,
      company_name: null,
      avatar_url: null,
      user_role: 'user',
      is_active: true,
      last_login_at: null,
      created_at: expect.any(String),
      bio: 'Writes a lot',
      profile: { mobile_number: '+1 555 0100', date_of_birth: '1990-04-02', location: 'Oslo' },
    })
  })

  it('filters by text, role and status', async () => {
    const target = await createUser(context.app.db, { name: 'Findable Person', role: 'moderator', isActive: false })
    const response = await context.asAdmin.get(
      '/api/admin/registered-users?search=findable&role=moderator&is_active=false',
    )
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([target.id])
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/registered-users', [
      ['GET', ''],
      ['PUT', '/1'],
    ])
  })
})

describe('PUT /api/admin/registered-users/{id}', () => {
  it('deactivates an account and ends its sessions at once, then activates it again', async () => {
    const person = await createUser(context.app.db)
    const their = await browserAs(context.app, person)
    expect((await their.get('/api/users/me')).statusCode).toBe(200)
    const off = await context.asAdmin.put(`/api/admin/registered-users/${person.id}`, { is_active: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ id: person.id, is_active: false })
    expect(await sessionCount(person.id)).toBe(0)
    expect((await their.get('/api/users/me')).statusCode).toBe(401)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'user.deactivate', entity_id: String(person.id) })
    const on = await context.asAdmin.put(`/api/admin/registered-users/${person.id}`, { is_active: 'true' })
    expect(on.json().is_active).toBe(true)
  })

  it('refuses to deactivate the admin making the request', async () => {
    const response = await context.asAdmin.put(`/api/admin/registered-users/${context.admin.id}`, { is_active: false })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('You cannot deactivate your own account')
  })

  it('lets an admin deactivate another admin through this list too', async () => {
    const other = await createAdmin(context.app.db)
    const response = await context.asAdmin.put(`/api/admin/registered-users/${other.id}`, { is_active: false })
    expect(response.json()).toMatchObject({ user_role: 'admin', is_active: false })
  })

  it('answers 400 without a flag and 404 for an unknown account', async () => {
    const person = await createUser(context.app.db)
    const bad = await context.asAdmin.put(`/api/admin/registered-users/${person.id}`, {})
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('is_active must be true or false')
    const missing = await context.asAdmin.put('/api/admin/registered-users/999999', { is_active: false })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'User not found' })
  })
})
