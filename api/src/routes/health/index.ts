/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: what Kitly depends on, each with its
 * state). Only a database that does not answer makes Kitly unusable, so only that answers 503; a mail backlog is
 * reported for the operator, not refused for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type DatabasePool, sql } from '../../db/sql.ts'

const DatabaseCheck = z.object({ status: z.enum(['ok', 'down']) })
const MailCheck = z.object({
  pending: z.number(),
  /** Age of the oldest message still waiting to be sent; null when none waits. */
  oldest_pending_seconds: z.number().nullable(),
  /** Messages given up on after their retries (kept a while for the operator to see). */
  failed: z.number(),
})
const SearchCheck = z.object({ engine: z.enum(['postgres', 'meilisearch']) })

const ReadyBody = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: DatabaseCheck, search: SearchCheck, mail: MailCheck }),
})
const NotReadyBody = z.object({ error: z.string(), checks: z.object({ database: DatabaseCheck, search: SearchCheck }) })

const MailRow = MailCheck
const mailQueue = (db: DatabasePool) =>
  db.one(sql.type(MailRow)`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::int AS oldest_pending_seconds,
           count(*) FILTER (WHERE status = 'failed')::int AS failed
    FROM mail_outbox`)

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }))

  app.get('/ready', { schema: { response: { 200: ReadyBody, 503: NotReadyBody } } }, async (request, reply) => {
    const search = { engine: app.searchEngine.name }
    try {
      // The mail queue is read from the database: its answer is the database's too.
      const mail = await mailQueue(app.db)
      return { status: 'ready' as const, checks: { database: { status: 'ok' as const }, search, mail } }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed')
      return reply
        .status(503)
        .send({ error: 'The database is not answering', checks: { database: { status: 'down' as const }, search } })
    }
  })
}

export default healthRoutes
