/** /api/admin/registered-users: every account with its profile; activation (deactivation signs out). */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  expectBadSortRefused,
  expectSortedBy,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createAdmin, createUser } from '../../../../test/factories.ts'
import { expectKeysetMisuseRefused, expectKeysetPaging, tieCreationTimes } from '../../../../test/keyset-paging.ts'
import { browserAs } from '../../../../test/session.ts'
import { SEARCH_COUNT_CAP } from '../../../lib/admin-list.ts'
import { CURSOR_USER_GONE } from './queries.ts'
import { CANNOT_CHANGE_OWN_ROLE, changeRole, LAST_ACTIVE_ADMIN_ROLE, UNVERIFIED_STAFF } from './role-change.ts'
import { REGISTERED_USER_SORTS } from './schemas.ts'

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
    const response = await context.asAdmin.get(`/api/admin/registered-users?q=${encodeURIComponent(person.email)}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(/password/)
    expect(response.json().total).toBe(1)
    expect(response.json().users.find((row: { id: number }) => row.id === person.id)).toEqual({
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
    const response = await context.asAdmin.get('/api/admin/registered-users?q=findable&role=moderator&is_active=false')
    expect(response.json()).toEqual({
      users: [expect.objectContaining({ id: target.id })],
      total: 1,
      total_capped: false,
    })
  })

  it('pages by cursor newest first and oldest first, both ways, the total counted from the page on', async () => {
    const created = []
    for (let n = 0; n < 7; n++) created.push(await createUser(context.app.db))
    await tieCreationTimes(
      context.app.db,
      'users',
      created.slice(2, 5).map((user) => user.id),
    )
    await expectKeysetPaging(async (query, limit) => {
      const response = await context.asAdmin.get(`/api/admin/registered-users?limit=${limit}&${query}`)
      expect(response.statusCode).toBe(200)
      const page = response.json()
      return { ids: page.users.map((user: { id: number }) => user.id), total: page.total }
    })
  })

  it('answers a cursor whose account was deleted with a 400 asking for the first page', async () => {
    const gone = await createUser(context.app.db)
    await context.app.db.query(sql.typeAlias('void')`DELETE FROM users WHERE id = ${gone.id}`)
    const response = await context.asAdmin.get(`/api/admin/registered-users?before=${gone.id}&offset=50`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: CURSOR_USER_GONE, details: [{ field: 'before' }] })
  })

  it('refuses two cursors, or a cursor with a search or another sort, with a 400', async () => {
    await expectKeysetMisuseRefused('name', (query) => context.asAdmin.get(`/api/admin/registered-users?${query}`))
  })

  describe('a page at a time', () => {
    // Three accounts found by "wombat" in a name, an email or a company.
    beforeAll(async () => {
      const db = context.app.db
      await createUser(db, { name: 'Cleo Wombat', email: 'c@cleo.example', role: 'moderator' })
      await createUser(db, { name: 'Abel', email: 'b@wombat.example', isActive: false })
      await createUser(db, { name: 'Bo', email: 'a@bo.example', role: 'admin' })
      await db.query(sql.typeAlias('void')`
        UPDATE users SET company_name = 'Wombat Works', last_login_at = now() WHERE email = 'a@bo.example'`)
      await db.query(sql.typeAlias('void')`
        UPDATE users SET last_login_at = now() - interval '1 day' WHERE email = 'c@cleo.example'`)
    })
    const url = '/api/admin/registered-users?q=WOMBAT'

    it('searches names, emails and companies, newest first, and pages with the total', async () => {
      const all = await context.asAdmin.get(url)
      expect(all.statusCode).toBe(200)
      expect(all.json().users.map((user: { name: string }) => user.name)).toEqual(['Bo', 'Abel', 'Cleo Wombat'])
      expect(all.json().total).toBe(3)
      const page = await context.asAdmin.get(`${url}&limit=1&offset=1`)
      expect(page.json()).toEqual({ users: [expect.objectContaining({ name: 'Abel' })], total: 3, total_capped: false })
    })

    it.each([
      { sort: 'name', ascending: ['Abel', 'Bo', 'Cleo Wombat'] },
      { sort: 'email', ascending: ['Bo', 'Abel', 'Cleo Wombat'] },
      { sort: 'user_role', ascending: ['Bo', 'Cleo Wombat', 'Abel'] },
      { sort: 'is_active', ascending: ['Abel', 'Cleo Wombat', 'Bo'] },
      // Never signed in comes last either way.
      { sort: 'last_login_at', ascending: ['Cleo Wombat', 'Bo', 'Abel'], lastEitherWay: true },
      { sort: 'created_at', ascending: ['Cleo Wombat', 'Abel', 'Bo'] },
    ])('sorts by $sort both ways', async ({ sort, ascending, lastEitherWay }) => {
      if (lastEitherWay) {
        const names = async (order: string) =>
          (await context.asAdmin.get(`${url}&sort=${sort}&order=${order}`))
            .json()
            .users.map((u: { name: string }) => u.name)
        expect(await names('asc')).toEqual(ascending)
        expect(await names('desc')).toEqual(['Bo', 'Cleo Wombat', 'Abel'])
        return
      }
      await expectSortedBy(context.asAdmin, url, 'users', { sort, field: 'name', ascending })
    })

    it('refuses a sort it does not know with a 400 naming the ones it does', async () => {
      await expectBadSortRefused(context.asAdmin, '/api/admin/registered-users', REGISTERED_USER_SORTS)
    })
  })

  it('counts a search up to 1,000 past the page and says so, and the list without one further', async () => {
    await context.app.db.query(sql.typeAlias('void')`
      INSERT INTO users (email, name) SELECT 'numbat-' || g || '@example.com', 'Numbat ' || g
      FROM generate_series(1, ${SEARCH_COUNT_CAP + 5}) AS g`)
    const counted = async (query: string) => {
      const { total, total_capped } = (await context.asAdmin.get(`/api/admin/registered-users?${query}`)).json()
      return { total, total_capped }
    }
    expect(await counted('q=numbat&limit=1')).toEqual({ total: SEARCH_COUNT_CAP, total_capped: true })
    expect(await counted('q=numbat&limit=1&offset=10')).toEqual({ total: SEARCH_COUNT_CAP + 5, total_capped: false })
    expect((await counted('limit=1')).total).toBeGreaterThan(SEARCH_COUNT_CAP + 5)
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/registered-users', [
      ['GET', ''],
      ['PUT', '/1'],
      ['PUT', '/1/role'],
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

describe('PUT /api/admin/registered-users/{id}/role', () => {
  const verify = (userId: number) =>
    context.app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${userId}`)
  const roleOf = (userId: number) =>
    context.app.db.oneFirst(sql.type(z.object({ role: z.string() }))`SELECT role FROM users WHERE id = ${userId}`)
  const setRole = (userId: number, role: unknown) =>
    context.asAdmin.put(`/api/admin/registered-users/${userId}/role`, { role })

  it('makes a user a moderator and back, audited, signing the account out everywhere each time', async () => {
    const person = await createUser(context.app.db)
    await verify(person.id)
    const their = await browserAs(context.app, person)
    const promoted = await setRole(person.id, 'moderator')
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json()).toMatchObject({ id: person.id, user_role: 'moderator', is_active: true })
    expect(await roleOf(person.id)).toBe('moderator')
    expect(await sessionCount(person.id)).toBe(0)
    expect((await their.get('/api/users/me')).statusCode).toBe(401)
    expect(await lastAuditEntry(context.app)).toMatchObject({
      actor_id: context.admin.id,
      action: 'user.role_change',
      entity_type: 'user',
      entity_id: String(person.id),
      details: { from: 'user', to: 'moderator' },
    })
    const back = await setRole(person.id, 'user')
    expect(back.json()).toMatchObject({ user_role: 'user' })
    expect(await lastAuditEntry(context.app)).toMatchObject({ details: { from: 'moderator', to: 'user' } })
  })

  it('makes another admin a moderator, which takes away the admin-only screens at once', async () => {
    const other = await createAdmin(context.app.db)
    const their = await browserAs(context.app, other)
    expect((await setRole(other.id, 'moderator')).json()).toMatchObject({ user_role: 'moderator' })
    expect((await their.get('/api/admin/stats')).statusCode).toBe(401)
    const again = await browserAs(context.app, other)
    expect((await again.get('/api/admin/stats')).statusCode).toBe(403)
    expect((await again.get('/api/admin/reviews')).statusCode).toBe(200)
  })

  it("refuses to change the requesting admin's own role, so the last admin can never demote themselves", async () => {
    const response = await setRole(context.admin.id, 'user')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: CANNOT_CHANGE_OWN_ROLE })
    expect(await roleOf(context.admin.id)).toBe('admin')
  })

  it('never demotes the last active admin, even for a request that raced the demotion of its own sender', async () => {
    // Two admins demoting each other at once: whichever locks the admins second finds the other the last one.
    const lone = await createAdmin(context.app.db)
    const attempt = context.app.db.transaction(async (tx) => {
      await tx.query(
        sql.typeAlias('void')`UPDATE users SET is_active = false WHERE role = 'admin' AND id <> ${lone.id}`,
      )
      await changeRole(tx, { actorId: context.user.id, userId: lone.id, role: 'moderator' })
    })
    await expect(attempt).rejects.toThrow(LAST_ACTIVE_ADMIN_ROLE)
    expect(await roleOf(lone.id)).toBe('admin')
  })

  it('makes only an account with a verified address staff', async () => {
    const person = await createUser(context.app.db)
    for (const role of ['moderator', 'admin']) {
      const response = await setRole(person.id, role)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: UNVERIFIED_STAFF,
        details: [{ field: 'role', message: UNVERIFIED_STAFF }],
      })
    }
    expect(await roleOf(person.id)).toBe('user')
  })

  it('answers 400 for an unknown role and 404 for an unknown account, changing nothing', async () => {
    const person = await createUser(context.app.db)
    const bad = await setRole(person.id, 'owner')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Role must be one of user, admin, moderator')
    expect(await roleOf(person.id)).toBe('user')
    const missing = await setRole(999999, 'user')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'User not found' })
  })
})
