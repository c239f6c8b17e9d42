/** /metrics: the named series in Prometheus' text format, counting real requests; the token when set. */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'

/** The value of one series (`name{labels}`) in a scrape, or undefined when absent. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics without a token', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('exposes request counts and latency per route, the pool, the outbox backlog and the engine', async () => {
    for (let i = 0; i < 3; i++) await app.inject('/api/health')
    await app.inject({ method: 'POST', url: '/api/no-such-route' })
    await app.db.query(
      sql.typeAlias('void')`INSERT INTO search_outbox (entity, entity_id) VALUES ('tool', 1), ('tool', 2)`,
    )
    const response = await app.inject('/metrics')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const scrape = response.body
    expect(sample(scrape, 'kitly_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3)
    expect(sample(scrape, 'kitly_http_requests_total{method="POST",route="unmatched",status="404"}')).toBe(1)
    expect(sample(scrape, 'kitly_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3)
    expect(scrape).toContain('kitly_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}')
    // The pool has just served the insert, so its connection waits idle.
    expect(sample(scrape, 'kitly_db_pool_connections{state="idle"}')).toBeGreaterThan(0)
    const backlog = await app.db.oneFirst(
      sql.type(z.object({ count: z.number() }))`SELECT count(*)::int FROM search_outbox`,
    )
    expect(backlog).toBeGreaterThanOrEqual(2)
    expect(sample(scrape, 'kitly_search_outbox_backlog')).toBe(backlog)
    expect(sample(scrape, 'kitly_search_engine_info{engine="postgres"}')).toBe(1)
    expect(scrape).toContain('kitly_process_resident_memory_bytes')
  })

  it('writes each histogram as Prometheus does: cumulative buckets, +Inf, sum and count, per route pattern', async () => {
    await app.inject('/api/tools/some-slug')
    await app.inject('/api/tools/another-slug')
    const scrape = (await app.inject('/metrics')).body
    const series = 'method="GET",route="/api/tools/:slug"'
    expect(sample(scrape, `kitly_http_requests_total{${series},status="404"}`)).toBe(2)
    const buckets = ['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '+Inf']
    const counts = buckets.map((le) =>
      sample(scrape, `kitly_http_request_duration_seconds_bucket{le="${le}",${series}}`),
    )
    expect(counts.every((count) => count !== undefined)).toBe(true)
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1] as number)
    expect(counts.at(-1)).toBe(2)
    expect(sample(scrape, `kitly_http_request_duration_seconds_count{${series}}`)).toBe(2)
    expect(sample(scrape, `kitly_http_request_duration_seconds_sum{${series}}`)).toBeGreaterThan(0)
    expect(scrape).toContain('# TYPE kitly_http_requests_total counter')
    expect(scrape).toContain('# TYPE kitly_http_request_duration_seconds histogram')
    // The scrape itself is not counted.
    expect(scrape).not.toContain('route="/metrics"')
  })

  it('is not an API route: not in the OpenAPI document', async () => {
    const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).not.toContain('/metrics')
  })
})

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: 'scrape-secret-123' })
  })
  afterAll(() => app.close())

  it('answers 401 without the token or with a wrong one, and the metrics with it', async () => {
    const without = await app.inject('/metrics')
    expect(without.statusCode).toBe(401)
    expect(without.headers['www-authenticate']).toBe('Bearer')
    expect(without.json().error).toMatch(/metrics token/)
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret-12' } })
    expect(wrong.statusCode).toBe(401)
    const right = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-secret-123' } })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('kitly_http_requests_total')
  })
})
