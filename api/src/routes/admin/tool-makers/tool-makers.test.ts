/** /api/admin/tools/{id}/maker: admins see, transfer and remove a tool's verified maker, audited. */
import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createTool, createUser } from '../../../../test/factories.ts'
import { NO_MAKER, NO_SUCH_ACCOUNT } from './index.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const makerUrl = (toolId: number) => `/api/admin/tools/${toolId}/maker`

describe('/api/admin/tools/{id}/maker', () => {
  it('transfers the listing to an account by email, then removes the maker, each audited', async () => {
    const { app, asAdmin, admin } = context
    const tool = await createTool(app.db)
    const first = await createUser(app.db)
    const second = await createUser(app.db)
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_makers (tool_id, user_id, source) VALUES (${tool.id}, ${first.id}, 'dns')`)
    expect((await asAdmin.get(makerUrl(tool.id))).json()).toEqual({
      maker: {
        user_id: first.id,
        email: first.email,
        name: first.name,
        source: 'dns',
        verified_at: expect.any(String),
      },
    })

    const moved = await asAdmin.put(makerUrl(tool.id), { email: second.email.toUpperCase() })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().maker).toMatchObject({ user_id: second.id, email: second.email, source: 'admin' })
    expect(await lastAuditEntry(app)).toEqual({
      actor_id: admin.id,
      action: 'tool.maker_transfer',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { user_id: second.id, email: second.email, previous_user_id: first.id },
    })
    expect((await app.inject(`/api/tools/${tool.slug}`)).json().verified_maker).toBe(true)

    const removed = await asAdmin.delete(makerUrl(tool.id))
    expect(removed.json()).toEqual({ maker: null })
    expect(await lastAuditEntry(app)).toMatchObject({ action: 'tool.maker_remove', details: { user_id: second.id } })
    expect((await app.inject(`/api/tools/${tool.slug}`)).json().verified_maker).toBe(false)
    const again = await asAdmin.delete(makerUrl(tool.id))
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe(NO_MAKER)
  })

  it('refuses an address no active account has, naming the field, and an unknown tool', async () => {
    const { app, asAdmin } = context
    const tool = await createTool(app.db)
    const inactive = await createUser(app.db, { isActive: false })
    for (const email of ['nobody@example.com', inactive.email]) {
      const response = await asAdmin.put(makerUrl(tool.id), { email })
      expect(response.statusCode).toBe(400)
      expect(response.json().details).toEqual([{ field: 'email', message: NO_SUCH_ACCOUNT }])
    }
    expect((await asAdmin.put(makerUrl(tool.id), { email: 'not an address' })).statusCode).toBe(400)
    expect((await asAdmin.get(makerUrl(tool.id))).json()).toEqual({ maker: null })
    expect((await asAdmin.get(makerUrl(2_000_000_000))).statusCode).toBe(404)
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/tools/1/maker', [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
    ])
  })
})
