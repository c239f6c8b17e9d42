/** `GET /api/users/kits`: the signed-in user's saved kits, newest first; X-Total-Count is the dashboard's counter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, listOf } from '../../lib/http-errors.ts'
import { listKitsByUser } from './queries.ts'
import { KitSummarySchema } from './schemas.ts'

const userKitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(KitSummarySchema), 401: ErrorBody } } }, async (request, reply) => {
    const userId = requireSignedInUserId(request, 'Please sign in to see your kits.')
    const kits = await listKitsByUser(app.db, userId)
    reply.header('x-total-count', String(kits.length))
    return kits
  })
}

export default userKitRoutes
