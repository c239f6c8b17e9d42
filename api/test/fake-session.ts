/**
 * Stand-in for the session plugin in tests of routes that read `request.user`, until sessions land:
 * a request carrying `x-test-user-id` is treated as that user's. Never registered outside tests.
 * Replace with the session test helpers (signInAs / injectAs) when they exist.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sql } from '../src/db/sql.ts'

/** Makes `x-test-user-id: <id>` sign a request in as that user. Call before the app's first request. */
export function useFakeSessions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const id = Number(request.headers['x-test-user-id'])
    if (Number.isInteger(id) && id > 0) (request as unknown as { user: { id: number } }).user = { id }
  })
}

/** A user row (no password, no profile): enough to own kits and reviews. */
export function createTestUser(app: FastifyInstance, email: string, name = email.split('@')[0]): Promise<number> {
  return app.db.oneFirst(sql.type(z.object({ id: z.number() }))`
    INSERT INTO users (email, name) VALUES (${email}, ${name ?? null}) RETURNING id`)
}

/** Headers that sign a request in as `userId` (with useFakeSessions). */
export const as = (userId: number) => ({ 'x-test-user-id': String(userId) })
