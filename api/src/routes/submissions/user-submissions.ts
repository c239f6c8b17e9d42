/** `GET /api/users/submissions`: the signed-in maker's submissions, newest first, with where each one stands. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, listOf } from '../../lib/http-errors.ts'
import { listOwnSubmissions } from './queries.ts'
import { SubmissionSchema } from './schemas.ts'

const userSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(SubmissionSchema), 401: ErrorBody } } }, async (request) => {
    const ownerId = requireSignedInUserId(request, 'Please sign in to see your submissions.')
    return listOwnSubmissions(app.db, ownerId)
  })
}

export default userSubmissionRoutes
