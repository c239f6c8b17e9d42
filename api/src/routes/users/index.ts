/**
 * The signed-in user's own data under /api/users: who am I, profile, password, avatar, saved tools,
 * favorite bundles and the dashboard. Every route here needs a session: signed out answers 401, which the
 * SPA turns into the sign-in dialog.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import accountRoutes from './account.ts'
import avatarRoutes from './avatar.ts'
import { currentUser } from './current-user.ts'
import savedRoutes from './saved.ts'

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    // Personal answers must never be kept by a shared cache.
    reply.header('cache-control', 'private, no-store')
    currentUser(request)
  })
  await app.register(accountRoutes)
  await app.register(avatarRoutes)
  await app.register(savedRoutes)
}

export default userRoutes
