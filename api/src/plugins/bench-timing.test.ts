/**
 * The benchmark's server-side timings: per route pattern and method, reset on DELETE, when the benchmark's server
 * registers them (@kitly/api/bench); never in the application as it ships.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { benchTimingPlugin } from '../bench.ts'

type Timings = {
  routes: Array<{ route: string; count: number; p50_us: number; max_us: number; samples_us?: number[] }>
}

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({}, { instrumentation: benchTimingPlugin })
})
afterAll(() => app.close())

const timings = async (query = '') => ((await app.inject(`/api/bench/timings${query}`)).json() as Timings).routes

describe('bench timings', () => {
  it('times every request by method and route pattern, not counting its own reads', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/bench/timings' })).statusCode).toBe(204)
    for (let i = 0; i < 3; i++) await app.inject('/api/health')
    await app.inject('/api/tools/one')
    await app.inject('/api/tools/two')
    await app.inject({ method: 'POST', url: '/api/no-such-route' })
    await timings()
    const routes = await timings('?samples=true')
    const byRoute = new Map(routes.map((route) => [route.route, route]))
    expect(byRoute.get('GET /api/health')?.count).toBe(3)
    expect(byRoute.get('GET /api/health')?.samples_us).toHaveLength(3)
    expect(byRoute.get('GET /api/health')?.p50_us).toBeGreaterThan(0)
    expect(byRoute.get('GET /api/tools/:slug')?.count).toBe(2)
    expect(byRoute.get('POST (no route)')?.count).toBe(1)
    expect([...byRoute.keys()].some((route) => route.includes('/api/bench/timings'))).toBe(false)
  })

  it('empties the search caches on DELETE /api/bench/caches, and searches still answer', async () => {
    expect((await app.inject('/api/search?q=chatbto')).statusCode).toBe(200)
    const cleared = await app.inject({ method: 'DELETE', url: '/api/bench/caches' })
    expect(cleared.statusCode).toBe(204)
    expect(cleared.body).toBe('')
    expect((await app.inject('/api/search?q=chatbto')).statusCode).toBe(200)
  })

  it('starts a new window on DELETE', async () => {
    await app.inject('/api/health')
    await app.inject({ method: 'DELETE', url: '/api/bench/timings' })
    expect(await timings()).toEqual([])
  })
})

describe('the application as it ships', () => {
  it('has no bench routes nor timings, whatever the environment says', async () => {
    const production = await buildTestApp({ BENCH: 'true' })
    try {
      expect(production.hasRoute({ method: 'GET', url: '/api/bench/timings' })).toBe(false)
      expect(production.hasRoute({ method: 'GET', url: '/api/bench/db1' })).toBe(false)
      expect(production.hasRoute({ method: 'DELETE', url: '/api/bench/caches' })).toBe(false)
      expect((await production.inject('/api/bench/timings')).statusCode).toBe(404)
      expect(production.hasPlugin('bench-timing')).toBe(false)
    } finally {
      await production.close()
    }
  })
})
