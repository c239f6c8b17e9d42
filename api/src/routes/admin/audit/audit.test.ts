/** GET /api/admin/audit, and the audit write sharing the transaction of the change it records. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, expectAdminOnly, startAdminTestApp } from '../../../../test/admin-test-kit.ts'
import { createAdmin } from '../../../../test/factories.ts'
import { browserAs } from '../../../../test/session.ts'
import { auditedChange } from './queries.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

describe('GET /api/admin/audit', () => {
  it('lists who did what to which record, newest first, with filters', async () => {
    const other = await createAdmin(context.app.db)
    const created = (await context.asAdmin.post('/api/admin/categories', { name: 'Audited' })).json()
    await context.asAdmin.put(`/api/admin/categories/${created.id}`, { name: 'Audited again' })
    await (await browserAs(context.app, other)).put('/api/admin/settings', { meta_pixel_id: '' })

    const all = (await context.asAdmin.get('/api/admin/audit')).json()
    expect(all.map((entry: { action: string }) => entry.action)).toEqual([
      'settings.update',
      'category.update',
      'category.create',
    ])
    expect(all[1]).toEqual({
      id: expect.any(Number),
      actor_id: context.admin.id,
      actor_email: context.admin.email,
      action: 'category.update',
      entity_type: 'category',
      entity_id: String(created.id),
      details: { name: 'Audited again' },
      created_at: expect.any(String),
    })
    const byActor = (await context.asAdmin.get(`/api/admin/audit?actor_id=${other.id}`)).json()
    expect(byActor.map((entry: { action: string }) => entry.action)).toEqual(['settings.update'])
    const byRecord = (
      await context.asAdmin.get(`/api/admin/audit?entity_type=category&entity_id=${created.id}&limit=1`)
    ).json()
    expect(byRecord.map((entry: { action: string }) => entry.action)).toEqual(['category.update'])
    const future = (await context.asAdmin.get('/api/admin/audit?since=2999-01-01T00:00:00Z')).json()
    expect(future).toEqual([])
  })

  it('refuses malformed filters', async () => {
    expect((await context.asAdmin.get('/api/admin/audit?since=yesterday')).statusCode).toBe(400)
    expect((await context.asAdmin.get('/api/admin/audit?limit=1000')).statusCode).toBe(400)
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/audit', [['GET', '']])
  })
})

describe('auditedChange', () => {
  it('rolls the change back when its audit entry cannot be written', async () => {
    const request = { user: { id: context.admin.id } } as Parameters<typeof auditedChange>[1]
    const count = () => context.app.db.oneFirst(sql.typeAlias('id')`SELECT count(*)::int AS id FROM categories`)
    const before = await count()
    // An action the audit_log CHECK refuses: the category written in the same transaction must go too.
    await expect(
      auditedChange(
        context.app.db,
        request,
        (tx) => tx.query(sql.typeAlias('void')`INSERT INTO categories (name, slug) VALUES ('Ghost', 'ghost')`),
        () => ({ action: 'Not Valid!', entityType: 'category', entityId: null }),
      ),
    ).rejects.toThrow()
    expect(await count()).toBe(before)
  })
})
