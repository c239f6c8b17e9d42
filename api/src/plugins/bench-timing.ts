/**
 * Server-side request timings for `pnpm bench` (registered only by its server, @kitly/api/bench): every request's duration, from
 * Fastify's start of the request (before the onRequest hooks) to onResponse, per route, because the load
 * generator's own percentiles are whole milliseconds.
 * `GET /api/bench/timings` reads them (`?samples=true` adds the raw durations), `DELETE` starts a new window,
 * `GET /api/bench/db1` is `SELECT 1` through the app's pool, the floor of any route that touches the database, and
 * `DELETE /api/bench/caches` empties what the search engine remembers between requests (word lookups and corrections,
 * the planner's task data), so that the benchmark's headline windows start cold.
 */

import { sql } from '@kitly/db'
import { forgetSearchCaches } from '@kitly/search/bench'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PerRoute } from '../lib/per-route.ts'

/** Per route; beyond it the window keeps a uniform sample (reservoir sampling), so memory stays bounded. */
const MAX_SAMPLES = 500_000
const TIMINGS_PATH = '/api/bench/timings'
const NO_ROUTE = '(no route)'

class Reservoir {
  readonly samples: number[] = []
  seen = 0
  add(durationUs: number): void {
    this.seen++
    if (this.samples.length < MAX_SAMPLES) {
      this.samples.push(durationUs)
      return
    }
    const slot = Math.floor(Math.random() * this.seen)
    if (slot < MAX_SAMPLES) this.samples[slot] = durationUs
  }
}

const RouteTimings = z.object({
  route: z.string(),
  count: z.number(),
  p50_us: z.number(),
  p90_us: z.number(),
  p99_us: z.number(),
  max_us: z.number(),
  mean_us: z.number(),
  samples_us: z.array(z.number()).optional(),
})

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}

export default fp(
  async (app: FastifyInstance) => {
    // On during the benchmarks, so as cheap as it can be: one callback hook reading the time Fastify already
    // keeps (reply.elapsedTime) and two map lookups.
    let routes = new PerRoute(() => new Reservoir())

    app.addHook('onResponse', (request, reply, done) => {
      const url = request.routeOptions.url ?? NO_ROUTE
      if (url !== TIMINGS_PATH) routes.get(request.method, url).add(reply.elapsedTime * 1_000)
      done()
    })

    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.get(
      TIMINGS_PATH,
      {
        schema: {
          querystring: z.object({ samples: z.enum(['true', 'false']).default('false') }),
          response: { 200: z.object({ routes: z.array(RouteTimings) }) },
        },
      },
      async (request) => ({
        routes: routes.entries().map(({ method, route, value: reservoir }) => {
          const sorted = Float64Array.from(reservoir.samples).sort()
          const list = Array.from(sorted)
          return {
            route: `${method} ${route}`,
            count: reservoir.seen,
            p50_us: percentile(list, 50),
            p90_us: percentile(list, 90),
            p99_us: percentile(list, 99),
            max_us: list.at(-1) ?? 0,
            mean_us: list.length === 0 ? 0 : list.reduce((sum, value) => sum + value, 0) / list.length,
            ...(request.query.samples === 'true' ? { samples_us: list } : {}),
          }
        }),
      }),
    )
    typed.delete(TIMINGS_PATH, { schema: { response: { 204: z.null() } } }, async (_request, reply) => {
      routes = new PerRoute(() => new Reservoir())
      return reply.status(204).send(null)
    })
    typed.delete('/api/bench/caches', { schema: { response: { 204: z.null() } } }, async (_request, reply) => {
      forgetSearchCaches()
      return reply.status(204).send(null)
    })
    typed.get('/api/bench/db1', { schema: { response: { 200: z.object({ ok: z.number() }) } } }, async () => ({
      ok: await app.db.oneFirst(sql.type(z.object({ ok: z.number() }))`SELECT 1 AS ok`),
    }))
  },
  { name: 'bench-timing', dependencies: ['database'] },
)
