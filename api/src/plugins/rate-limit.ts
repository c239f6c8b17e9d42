/**
 * Rate limits, counted in process (a Redis store is the upgrade when several instances run):
 * - routes with `config.rateLimit` (lib/visitor-limits.ts) are limited per account once signed in, else
 *   per IP;
 * - account actions (sign-in, sign-up, password change, uploads) use `app.accountLimits.<action>` as a
 *   preHandler, which applies several counters at once (lib/account-limits.ts).
 * Over the limit: 429 with Retry-After, in the usual `{ error }` shape.
 * https://github.com/fastify/fastify-rate-limit
 */
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ACCOUNT_LIMITS, type AccountAction, type AttemptRule } from '../lib/account-limits.ts'
import { HttpError } from '../lib/http-errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: Record<AccountAction, preHandlerAsyncHookHandler>
  }
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      // Only routes that ask for a limit get one.
      global: false,
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
        if (retryAfter > 0) {
          request.log.warn({ url: request.routeOptions.url }, 'too many attempts')
          reply.header('retry-after', String(retryAfter))
          throw new HttpError(429, `Too many attempts. Please try again in ${describeWait(retryAfter)}.`)
        }
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

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
