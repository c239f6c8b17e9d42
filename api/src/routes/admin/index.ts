/**
 * The admin API under /api/admin. Adds the one admin hook (guard.ts) at the root, before any admin route
 * exists, so that no route under /api/admin can escape it; then registers the admin/<resource>/ folders.
 * admin.test.ts walks the route table and proves the guard holds for every route, present and future.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import adminAccessRoutes from './access/index.ts'
import { ADMIN_PREFIX, adminGuard } from './guard.ts'

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', adminGuard)

    // Entry points: check, login, direct-access (the only routes the guard lets visitors reach).
    await app.register(adminAccessRoutes, { prefix: ADMIN_PREFIX })
    // Resources, one folder each, e.g.: await app.register(adminToolRoutes, { prefix: `${ADMIN_PREFIX}/tools` })
  },
  { name: 'admin', dependencies: ['session'] },
)
