import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLoopWindow } from './open-loop.ts'
import { Rotation } from './rotation.ts'

/** A server that notes when each request arrives and which path it asked for; `/slow` answers after 300 ms. */
const arrivals: Array<{ at: number; path: string }> = []
const server = http.createServer((request, response) => {
  arrivals.push({ at: performance.now(), path: request.url ?? '' })
  const answer = () => response.end(request.url === '/missing' ? undefined : 'ok')
  if (request.url === '/missing') response.statusCode = 404
  if (request.url === '/slow') setTimeout(answer, 300)
  else answer()
})
let baseUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('open-loop windows', () => {
  it('spread the requests over the window instead of sending them in bursts', async () => {
    arrivals.length = 0
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/a', '/b']), seconds: 1, rate: 40 })
    expect(result).toMatchObject({ count: 40, errors: 0 })
    expect(arrivals.map((a) => a.path).slice(0, 4)).toEqual(['/a', '/b', '/a', '/b'])
    // A per-second budget spent at once would put all 40 in the first tenth of the window; a steady rate, about 4.
    const start = arrivals[0]?.at ?? 0
    const perTenth = Array.from({ length: 10 }, (_, tenth) =>
      arrivals.filter((a) => a.at - start >= tenth * 100 && a.at - start < (tenth + 1) * 100),
    )
    expect(Math.max(...perTenth.map((requests) => requests.length))).toBeLessThanOrEqual(12)
    expect(perTenth.filter((requests) => requests.length > 0).length).toBeGreaterThanOrEqual(8)
  })

  it('keeps sending on schedule while earlier requests are still waiting for their answers', async () => {
    arrivals.length = 0
    const started = performance.now()
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/slow']), seconds: 0.5, rate: 20 })
    expect(result).toMatchObject({ count: 10, errors: 0 })
    // Each answer takes 300 ms: waiting for answers, one connection would have sent 2 in that half second.
    expect(arrivals.filter((a) => a.at - started < 500)).toHaveLength(10)
  })

  it('counts answers that are not 2xx as errors', async () => {
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/missing', '/a']), seconds: 0.5, rate: 20 })
    expect(result).toMatchObject({ count: 5, errors: 5 })
  })
})
