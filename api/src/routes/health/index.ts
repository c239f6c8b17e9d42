/** Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sql } from '../../db/sql.ts'
import { ErrorBody } from '../../lib/http-errors.ts'

const StatusBody = z.object({ status: z.enum(['ok', 'ready']) })

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: StatusBody } } }, async () => ({ status: 'ok' as const }))

  app.get('/ready', { schema: { response: { 200: StatusBody, 503: ErrorBody } } }, async (request, reply) => {
    try {
      await app.db.oneFirst(sql.type(z.object({ ok: z.number() }))`SELECT 1 AS ok`)
      return { status: 'ready' as const }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed')
      return reply.status(503).send({ error: 'The database is not answering' })
    }
  })
}

export default healthRoutes
