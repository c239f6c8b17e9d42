/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: what Kitly depends on, each with its
 * state). Only a database that does not answer makes Kitly unusable, so only that answers 503; a mail backlog and
 * the rate limits' Redis are reported for the operator, not refused for.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { type DatabasePool, sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { z } from 'zod'

const DatabaseCheck = z.object({ status: z.enum(['ok', 'down']) })
/** Listed only when REDIS_URL is set. */
const RedisCheck = z.object({ status: z.enum(['ok', 'down']) })
type RedisState = z.infer<typeof RedisCheck>['status']
const MailCheck = z.object({
  pending: z.number(),
  /** Age of the oldest message still waiting to be sent; null when none waits. */
  oldest_pending_seconds: z.number().nullable(),
  /** Messages given up on after their retries (kept a while for the operator to see). */
  failed: z.number(),
})
const SearchCheck = z.object({
  engine: z.enum(['postgres', 'meilisearch']),
  /** Whether the engine answers; while Meilisearch is down, Postgres answers the searches. */
  status: z.enum(['ok', 'down']),
  /** Searches Postgres answered because Meilisearch failed, since start. */
  fallbacks: z.number(),
})

const ReadyBody = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: DatabaseCheck, search: SearchCheck, mail: MailCheck, redis: RedisCheck.optional() }),
})
const NotReadyBody = z.object({
  error: z.string(),
  checks: z.object({ database: DatabaseCheck, search: SearchCheck, redis: RedisCheck.optional() }),
})

/** How long readiness waits for Redis to answer a PING: as long as a count may wait to connect. */
const REDIS_PING_MS = 500

async function redisState(redis: Redis): Promise<RedisState> {
  // A PING while disconnected fails at once (no offline queue); one that hangs is cut short.
  const answered = redis.ping().then(
    () => 'ok' as const,
    () => 'down' as const,
  )
  return Promise.race([answered, delay(REDIS_PING_MS, 'down' as const, { ref: false })])
}

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
    // Redis down is reported but not refused for: the rate limits fail open (requests go through uncounted), so
    // Kitly stays usable.
    const redisChecked = app.rateLimitRedis ? redisState(app.rateLimitRedis) : null
    const searchChecked = app.searchEngine.health()
    const checks = async () => ({
      search: { engine: app.searchEngine.name, status: await searchChecked, fallbacks: app.searchFallbacks() },
      ...(redisChecked ? { redis: { status: await redisChecked } } : {}),
    })
    try {
      // The mail queue is read from the database: its answer is the database's too.
      const mail = await mailQueue(app.db)
      return { status: 'ready' as const, checks: { database: { status: 'ok' as const }, mail, ...(await checks()) } }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed')
      return reply.status(503).send({
        error: 'The database is not answering',
        checks: { database: { status: 'down' as const }, ...(await checks()) },
      })
    }
  })
}

export default healthRoutes
