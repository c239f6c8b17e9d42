/**
 * `POST /api/tools/{slug}/click`: a "Visit Website" click (the page sends it with navigator.sendBeacon).
 * Answers 204 at once; the count reaches tools.click_count within a second (click-counter.ts), feeding
 * popularity in search and the admin dashboard's top tools. Also decorates the app with `clickCounter`.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUserId } from '../../auth/request-user.ts'
import { ErrorBody } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { ClickCounter } from './click-counter.ts'
import { ClickParams } from './schemas.ts'

declare module 'fastify' {
  interface FastifyInstance {
    clickCounter: ClickCounter
  }
}

export type ClickOptions = { flushIntervalMs?: number }

const clickRoutes: FastifyPluginAsyncZod<{ counter: ClickCounter }> = async (app, { counter }) => {
  app.post(
    '/:slug/click',
    {
      config: visitorLimit('click'),
      schema: { params: ClickParams, response: { 204: z.null(), 400: ErrorBody } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request)
      counter.record(request.params.slug, userId === null ? `ip:${request.ip}` : `user:${userId}`)
      return reply.status(204).send(null)
    },
  )
}

export default fp(
  async (app: FastifyInstance, options: ClickOptions) => {
    const counter = new ClickCounter(app.db, app.log)
    counter.start(options.flushIntervalMs ?? 1_000)
    app.decorate('clickCounter', counter)
    app.addHook('onClose', () => counter.stop())
    await app.register(clickRoutes, { prefix: '/api/tools', counter })
  },
  { name: 'clicks', dependencies: ['database'] },
)
