import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
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
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/slow']), seconds: 0.5, rate: 20 })
    expect(result).toMatchObject({ count: 10, errors: 0 })
    // Each answer takes 300 ms: waiting for answers, one connection would have sent 2 in the first half second.
    const first = arrivals[0]?.at ?? 0
    expect(arrivals.filter((a) => a.at - first < 500)).toHaveLength(10)
  })

  it('stops sending when `until` settles, and times each answer from when its request left', async () => {
    arrivals.length = 0
    const from = performance.timeOrigin + performance.now()
    // Settles once the third request has arrived (the thread takes a while to start on a busy machine).
    const until = (async () => {
      while (arrivals.length < 3) await new Promise((resolve) => setTimeout(resolve, 5))
    })()
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/slow']), seconds: 10, rate: 20, until })
    // A request every 50 ms: a few more leave before the signal arrives, not the 200 of the whole window.
    expect(result.count).toBeGreaterThanOrEqual(3)
    expect(result.count).toBeLessThanOrEqual(10)
    expect(result.seconds).toBeLessThan(2)
    expect(result.requests).toHaveLength(result.count)
    for (const request of result.requests) {
      expect(request.sentAt).toBeGreaterThanOrEqual(from)
      expect(request.ms).toBeGreaterThanOrEqual(295)
    }
  })

  it('counts answers that are not 2xx as errors', async () => {
    const result = await openLoopWindow({ baseUrl, paths: new Rotation(['/missing', '/a']), seconds: 0.5, rate: 20 })
    expect(result).toMatchObject({ count: 5, errors: 5 })
  })

  it('keeps its pace while the thread that asked for it is busy (a garbage collection of its heap, say)', async () => {
    // A server in a thread of its own, noting when each request arrives, so that blocking this thread delays
    // neither the server nor the window.
    const server = new Worker(
      `const { parentPort } = require('node:worker_threads')
       const arrivals = []
       const server = require('node:http').createServer((request, response) => {
         arrivals.push(performance.timeOrigin + performance.now())
         response.end('ok')
       })
       server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
       parentPort.on('message', () => parentPort.postMessage(arrivals))`,
      { eval: true },
    )
    try {
      const port = await new Promise<number>((resolve) => server.once('message', resolve))
      const window = openLoopWindow({
        baseUrl: `http://127.0.0.1:${port}`,
        paths: new Rotation(['/a']),
        seconds: 1,
        rate: 50,
      })
      // Busy for 400 ms in the middle of the window.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const until = performance.now() + 400
      while (performance.now() < until) {}
      expect(await window).toMatchObject({ count: 50, errors: 0 })
      server.postMessage('arrivals')
      const arrivals = await new Promise<number[]>((resolve) => server.once('message', resolve))
      const gaps = arrivals.slice(1).map((at, i) => at - (arrivals[i] ?? at))
      // A request every 20 ms; sent from this thread, none would have left for 400 ms.
      expect(Math.max(...gaps)).toBeLessThan(150)
    } finally {
      await server.terminate()
    }
  })
})
