/**
 * Visitors' events on tools, counted for popularity and for the tools' makers:
 * - `POST /api/tools/{slug}/click`: a "Visit Website" click (the page sends it with navigator.sendBeacon);
 * - `POST /api/tools/{slug}/compare`: the tool added to the comparison (a beacon too);
 * - Magic Kit inclusions, which the Magic Kit route records through `app.toolEvents`.
 * The routes answer 204 at once; the counts reach the database within a second (event-counter.ts): clicks
 * feed tools.click_count (popularity in search, the admin dashboard's top tools) and every kind feeds the
 * tool's daily figures (tool_daily_stats), which its maker reads by the week.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUserId } from '../../auth/request-user.ts'
import { ErrorBody } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { ToolEventCounter } from './event-counter.ts'
import { TOOL_EVENT_KINDS, type ToolEventKind } from './queries.ts'
import { ToolEventParams } from './schemas.ts'

export type ToolEventCounters = Record<ToolEventKind, ToolEventCounter>

declare module 'fastify' {
  interface FastifyInstance {
    toolEvents: ToolEventCounters
  }
}

export type ToolEventOptions = { flushIntervalMs?: number }

/** Who did it, so that one visitor counts once per write: the account when signed in, else the address. */
export function eventVisitor(request: FastifyRequest): string {
  const userId = signedInUserId(request)
  return userId === null ? `ip:${request.ip}` : `user:${userId}`
}

const eventRoutes: FastifyPluginAsyncZod<{ counters: ToolEventCounters }> = async (app, { counters }) => {
  const routes = { click: counters.clicks, compare: counters.compare_adds } as const
  for (const [action, counter] of Object.entries(routes)) {
    app.post(
      `/:slug/${action}`,
      {
        config: visitorLimit('toolEvent'),
        schema: { params: ToolEventParams, response: { 204: z.null(), 400: ErrorBody } },
      },
      async (request, reply) => {
        counter.record(request.params.slug, eventVisitor(request))
        return reply.status(204).send(null)
      },
    )
  }
}

export default fp(
  async (app: FastifyInstance, options: ToolEventOptions) => {
    const counters = Object.fromEntries(
      TOOL_EVENT_KINDS.map((kind) => [kind, new ToolEventCounter(app.db, app.log, kind)]),
    ) as ToolEventCounters
    for (const counter of Object.values(counters)) counter.start(options.flushIntervalMs ?? 1_000)
    app.decorate('toolEvents', counters)
    app.addHook('onClose', () => Promise.all(Object.values(counters).map((counter) => counter.stop())))
    await app.register(eventRoutes, { prefix: '/api/tools', counters })
  },
  { name: 'tool-events', dependencies: ['database'] },
)
