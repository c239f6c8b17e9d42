/**
 * `GET /api/logout` (what the SPA calls) and `POST /api/logout`: end this browser's session. Answers 200
 * even when nobody was signed in, so signing out twice is harmless. The GET is origin-checked like a post:
 * another site must not be able to sign visitors out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { OkTrueSchema } from '../users/schemas.ts'

const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { config: { stateChanging: true }, schema: { response: { 200: OkTrueSchema, 403: ErrorBody } } }
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply)
    return { ok: true as const }
  }
  app.get('/', options, logout)
  app.post('/', options, logout)
}

export default logoutRoutes
