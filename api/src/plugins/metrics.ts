/**
 * Prometheus metrics at /metrics: requests and their latency per route, the database pool, the search
 * outbox backlog, the search engine in use, its health and its fallbacks to Postgres, and Node's process metrics. With METRICS_TOKEN set, a scrape
 * must send `Authorization: Bearer <token>`.
 * https://github.com/siimon/prom-client
 */
import { timingSafeEqual } from 'node:crypto'
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import { z } from 'zod'
import { HttpError } from '../lib/http-errors.ts'
import { PerRoute } from '../lib/per-route.ts'

export type MetricsOptions = { token: string | undefined }

export const METRICS_PATH = '/metrics'

/** Requests that matched no route share one label, so a scan of random URLs cannot grow the series. */
const UNMATCHED = 'unmatched'

const REQUESTS = {
  name: 'kitly_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
}
const DURATION = {
  name: 'kitly_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method and route pattern.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
}

/** One method and route pattern: answers per status code and the latency histogram. */
type RouteSeries = {
  labels: string
  statuses: Map<number, number>
  /** Observations per bucket of DURATION.buckets (not cumulative), the last for those above every bound. */
  buckets: number[]
  sum: number
  count: number
}

/**
 * The request counter and latency histogram, kept as plain numbers: recording a request is a map lookup and
 * a few additions (prom-client's labelled metrics hash their labels on every call, a cost paid on every
 * request), and the series are written in Prometheus' text format only when scraped.
 */
class HttpSeries {
  private readonly routes = new PerRoute<RouteSeries>((method, route) => ({
    labels: `method="${labelValue(method)}",route="${labelValue(route)}"`,
    statuses: new Map(),
    buckets: new Array(DURATION.buckets.length + 1).fill(0),
    sum: 0,
    count: 0,
  }))

  record(method: string, route: string, status: number, seconds: number): void {
    const series = this.routes.get(method, route)
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1)
    let bucket = 0
    while (bucket < DURATION.buckets.length && seconds > (DURATION.buckets[bucket] as number)) bucket++
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1
    series.sum += seconds
    series.count++
  }

  /** Both metrics in Prometheus' text format, as prom-client writes its own. */
  text(): string {
    const all = this.routes.entries().map((entry) => entry.value)
    const lines = [`# HELP ${REQUESTS.name} ${REQUESTS.help}`, `# TYPE ${REQUESTS.name} counter`]
    for (const series of all) {
      for (const [status, count] of series.statuses)
        lines.push(`${REQUESTS.name}{${series.labels},status="${status}"} ${count}`)
    }
    lines.push('', `# HELP ${DURATION.name} ${DURATION.help}`, `# TYPE ${DURATION.name} histogram`)
    for (const series of all) {
      let cumulative = 0
      DURATION.buckets.forEach((bound, index) => {
        cumulative += series.buckets[index] ?? 0
        lines.push(`${DURATION.name}_bucket{le="${bound}",${series.labels}} ${cumulative}`)
      })
      lines.push(
        `${DURATION.name}_bucket{le="+Inf",${series.labels}} ${series.count}`,
        `${DURATION.name}_sum{${series.labels}} ${series.sum}`,
        `${DURATION.name}_count{${series.labels}} ${series.count}`,
      )
    }
    return `${lines.join('\n')}\n`
  }
}

/** A label value escaped as the text format requires. */
const labelValue = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"')

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export default fp(
  async (app: FastifyInstance, { token }: MetricsOptions) => {
    // One registry per app: tests build many apps in one process.
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: 'kitly_' })

    const http = new HttpSeries()
    new Gauge({
      name: 'kitly_db_pool_connections',
      help: 'Database pool connections by state: acquired (in use), idle, and clients waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.db.state()
        this.set({ state: 'acquired' }, pool.acquiredConnections)
        this.set({ state: 'idle' }, pool.idleConnections)
        this.set({ state: 'waiting' }, pool.waitingClients)
      },
    })
    new Gauge({
      name: 'kitly_search_outbox_backlog',
      help: 'Catalog changes not yet applied to the search index.',
      registers: [registry],
      async collect() {
        this.set(
          await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_outbox`),
        )
      },
    })
    new Gauge({
      name: 'kitly_search_engine_info',
      help: 'The search engine in use (1 for the engine named by the label).',
      labelNames: ['engine'] as const,
      registers: [registry],
      collect() {
        this.reset()
        this.set({ engine: app.searchEngine.name }, 1)
      },
    })
    new Gauge({
      name: 'kitly_search_engine_up',
      help: 'Whether the search engine in use answers (1) or not (0: Postgres answers its searches).',
      registers: [registry],
      async collect() {
        this.set((await app.searchEngine.health()) === 'ok' ? 1 : 0)
      },
    })
    new Counter({
      name: 'kitly_search_fallbacks_total',
      help: 'Searches answered by Postgres because the configured search engine failed or refused them.',
      registers: [registry],
      collect() {
        this.reset()
        this.inc(app.searchFallbacks())
      },
    })

    // One callback hook: Fastify already notes when each request started (reply.elapsedTime).
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED
      if (route !== METRICS_PATH) http.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
      done()
    })

    app.get(METRICS_PATH, async (request, reply) => {
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, 'A metrics token is required: send Authorization: Bearer <METRICS_TOKEN>.')
      }
      reply.header('content-type', registry.contentType)
      return `${await registry.metrics()}\n${http.text()}`
    })
  },
  { name: 'metrics', dependencies: ['database', 'search'] },
)
