/**
 * Prometheus metrics at /metrics: requests and their latency per route, the database pool, the search
 * outbox backlog, the search engine in use, and Node's process metrics. With METRICS_TOKEN set, a scrape
 * must send `Authorization: Bearer <token>`.
 * https://github.com/siimon/prom-client
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { z } from 'zod'
import { sql } from '../db/sql.ts'
import { HttpError } from '../lib/http-errors.ts'

export type MetricsOptions = { token: string | undefined }

export const METRICS_PATH = '/metrics'

/** Requests that matched no route share one label, so a scan of random URLs cannot grow the series. */
const UNMATCHED = 'unmatched'

const requestStart = new WeakMap<FastifyRequest, bigint>()

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

    const requests = new Counter({
      name: 'kitly_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    })
    const duration = new Histogram({
      name: 'kitly_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    })
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

    app.addHook('onRequest', async (request) => {
      requestStart.set(request, process.hrtime.bigint())
    })
    app.addHook('onResponse', async (request, reply) => {
      const started = requestStart.get(request)
      const route = request.routeOptions.url ?? UNMATCHED
      if (started === undefined || route === METRICS_PATH) return
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      requests.inc({ method: request.method, route, status: String(reply.statusCode) })
      duration.observe({ method: request.method, route }, seconds)
    })

    app.get(METRICS_PATH, async (request, reply) => {
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, 'A metrics token is required: send Authorization: Bearer <METRICS_TOKEN>.')
      }
      reply.header('content-type', registry.contentType)
      return registry.metrics()
    })
  },
  { name: 'metrics', dependencies: ['database', 'search'] },
)
