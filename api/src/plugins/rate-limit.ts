/**
 * Rate limits, counted in process, or in Redis when REDIS_URL is set so that several instances share the
 * counts:
 * - routes with `config.rateLimit` (lib/visitor-limits.ts) are limited per account once signed in, else
 *   per IP;
 * - account actions (sign-in, sign-up, password change, uploads) use `app.accountLimits.<action>` as a
 *   preValidation hook (so that a malformed attempt counts too, and a 429 comes before any 400), which
 *   applies several counters at once (auth/account-limits.ts);
 * - failed passwords are counted apart, in Postgres (auth/sign-in-failures.ts).
 * Over the limit: 429 with Retry-After, in the usual `{ error }` shape.
 * https://github.com/fastify/fastify-rate-limit
 */
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { ACCOUNT_LIMITS, type AccountAction, type AttemptRule } from '../auth/account-limits.ts'
import { HttpError } from '../lib/http-errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: Record<AccountAction, preHandlerAsyncHookHandler>
    /** The Redis the counts are kept in (REDIS_URL), whose state /api/ready reports; null when kept in process. */
    rateLimitRedis: Redis | null
  }
}

export type RateLimitOptions = { redisUrl: string | undefined }

export default fp(
  async (app: FastifyInstance, { redisUrl }: RateLimitOptions) => {
    const redis = redisUrl ? connectRedis(app, redisUrl) : null
    app.decorate('rateLimitRedis', redis)
    await app.register(fastifyRateLimit, {
      // Only routes that ask for a limit get one.
      global: false,
      ...(redis ? { redis, nameSpace: 'kitly-rate-limit:', skipOnError: true } : {}),
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
    })

    const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>()
    const limiterFor = (rule: AttemptRule) => {
      let limiter = limiters.get(rule.name)
      if (!limiter) {
        const current = rule
        limiter = app.createRateLimit({
          max: current.max,
          timeWindow: current.timeWindow,
          keyGenerator: (request: FastifyRequest) => `${current.name}:${current.key(request)}`,
        })
        limiters.set(rule.name, limiter)
      }
      return limiter
    }

    const hookFor = (rules: AttemptRule[]): preHandlerAsyncHookHandler => {
      const checks = rules.map((rule) => ({ rule, check: limiterFor(rule) }))
      return async (request, reply) => {
        let retryAfter = 0
        for (const { rule, check } of checks) {
          if (rule.key(request) === null) continue
          const result = await check(request)
          if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds)
        }
        if (retryAfter > 0) throw tooManyAttempts(request, reply, retryAfter)
      }
    }

    app.decorate(
      'accountLimits',
      Object.fromEntries(Object.entries(ACCOUNT_LIMITS).map(([action, rules]) => [action, hookFor(rules)])) as Record<
        AccountAction,
        preHandlerAsyncHookHandler
      >,
    )
  },
  { name: 'rate-limit', dependencies: ['session'] },
)

/** The 429 for an account action tried too often, with Retry-After set on `reply`: throw it. */
export function tooManyAttempts(request: FastifyRequest, reply: FastifyReply, retryAfter: number): HttpError {
  request.log.warn({ url: request.routeOptions.url }, 'too many attempts')
  reply.header('retry-after', String(retryAfter))
  return new HttpError(429, `Too many attempts. Please try again in ${describeWait(retryAfter)}.`)
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * The shared counter store. Settings as the plugin's authors advise: a short connect timeout and one retry,
 * so a request never hangs on Redis; while it is unreachable requests go through (skipOnError above) and
 * the outage is logged, since refusing every visitor would be worse than a pause in the limits.
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  // No offline queue: while disconnected a count fails at once (and the request goes through) instead of waiting.
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  let reported = false
  redis.on('error', (error) => {
    if (!reported) app.log.warn({ err: error }, 'Redis for rate limits is unreachable; limits paused until it is back')
    reported = true
  })
  redis.on('ready', () => {
    if (reported) app.log.info('Redis for rate limits is reachable again')
    reported = false
  })
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}
