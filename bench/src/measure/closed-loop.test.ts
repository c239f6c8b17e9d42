import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedLoopWindow } from './closed-loop.ts'
import { Rotation } from './rotation.ts'

/** Notes each request's method, path, Accept-Encoding and body. */
const seen: Array<{ method: string; path: string; encoding: string; body: string }> = []
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += String(chunk)
  })
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      encoding: String(request.headers['accept-encoding']),
      body,
    })
    response.end('ok')
  })
})
let baseUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('closed-loop windows', () => {
  it('send the rotation’s requests in turn from their thread, as a browser would, and move the rotation on', async () => {
    seen.length = 0
    const paths = new Rotation(['/a', { method: 'POST' as const, path: '/kit', body: '{"prompt":"x"}' }, '/c'])
    paths.next()
    const result = await closedLoopWindow({ baseUrl, paths, seconds: 10, requests: 4, connections: 1 })
    expect(result).toMatchObject({ count: 4, errors: 0 })
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /kit', 'GET /c', 'GET /a', 'POST /kit'])
    expect(seen.map((r) => r.body)).toEqual(['{"prompt":"x"}', '', '', '{"prompt":"x"}'])
    expect(new Set(seen.map((r) => r.encoding))).toEqual(new Set(['gzip, br']))
    // The next window starts after the requests this one took.
    expect(paths.position().start).toBeGreaterThanOrEqual(5)
  })
})
