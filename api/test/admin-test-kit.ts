/**
 * What the admin resources' tests share: an app with an admin and a plain user, a browser signed in as
 * the admin, the 401/403 check, and the newest audit entry.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from './build-test-app.ts'
import { createAdmin, createUser, type TestUser } from './factories.ts'
import { type Browser, browserAs, injectAs } from './session.ts'

export type AdminTestContext = { app: FastifyInstance; admin: TestUser; user: TestUser; asAdmin: Browser }

export async function startAdminTestApp(): Promise<AdminTestContext> {
  const app = await buildTestApp()
  const admin = await createAdmin(app.db)
  const user = await createUser(app.db)
  return { app, admin, user, asAdmin: await browserAs(app, admin) }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** A resource's list, create, edit and delete routes, relative to its base path. */
export const CRUD_ROUTES: readonly [Method, string][] = [
  ['GET', ''],
  ['POST', ''],
  ['PUT', '/1'],
  ['DELETE', '/1'],
]

/** Each route (`base` + path) answers 401 to a visitor and 403 to a signed-in user who is not an admin. */
export async function expectAdminOnly(
  { app, user }: AdminTestContext,
  base: string,
  routes: readonly [Method, string][] = CRUD_ROUTES,
): Promise<void> {
  for (const [method, path] of routes) {
    const request = { method, url: `${base}${path}`, ...(method === 'GET' ? {} : { payload: {} }) }
    expect({ request, status: (await app.inject(request)).statusCode }).toEqual({ request, status: 401 })
    expect({ request, status: (await injectAs(app, user, request)).statusCode }).toEqual({ request, status: 403 })
  }
}

const AuditRow = z.object({
  actor_id: z.number().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})

/** The newest audit entry, or null. */
export function lastAuditEntry(app: FastifyInstance) {
  return app.db.maybeOne(sql.type(AuditRow)`
    SELECT actor_id, action, entity_type, entity_id, details FROM audit_log ORDER BY id DESC LIMIT 1`)
}

/**
 * A paged admin list (`url` answers `{ [items]: […], total }`): sorted by `sort`, its items' `field` come in
 * `ascending` order, and in the reverse order with `order=desc`. `url` should filter down to the test's own rows.
 */
export async function expectSortedBy(
  asAdmin: Browser,
  url: string,
  items: string,
  { sort, field, ascending }: { sort: string; field: string; ascending: readonly unknown[] },
): Promise<void> {
  const values = async (order: 'asc' | 'desc') => {
    const response = await asAdmin.get(`${url}&sort=${sort}&order=${order}`)
    expect(response.statusCode).toBe(200)
    return (response.json()[items] as Record<string, unknown>[]).map((item) => item[field])
  }
  expect({ sort, values: await values('asc') }).toEqual({ sort, values: ascending })
  expect({ sort, values: await values('desc') }).toEqual({ sort, values: [...ascending].reverse() })
}

/** A sort the list does not know is a 400 naming the ones it does. */
export async function expectBadSortRefused(asAdmin: Browser, path: string, sorts: readonly string[]): Promise<void> {
  const response = await asAdmin.get(`${path}?sort=password_hash`)
  expect(response.statusCode).toBe(400)
  expect(response.json().error).toBe(`Invalid query parameters: sort: sort must be one of: ${sorts.join(', ')}`)
}
