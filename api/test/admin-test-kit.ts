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
