/**
 * Rate limits kept in Redis (REDIS_URL): two Kitly instances count one client together, and an unreachable
 * Redis pauses the limits instead of refusing visitors. Runs on Debian's redis-server (.ci/run installs it).
 */

import { findFreePort } from '@kitly/db/free-port'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { unique } from '../../test/factories.ts'
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts'
import { browser } from '../../test/session.ts'

const redis = await startTestRedis()
if (!redis) console.info('rate-limit.test.ts: no /usr/bin/redis-server here, so the Redis store is not tested')

const signUp = (app: FastifyInstance, ip: string) =>
  browser(app, { ip }).post('/api/auth/signup', {
    name: 'Rate Tester',
    email: `${unique('rate')}@example.com`,
    mobile: '+1 555 010 0000',
    password: 'long enough 1',
  })

describe.skipIf(!redis)('rate limits in Redis', () => {
  const server = redis as TestRedis
  let first: FastifyInstance
  let second: FastifyInstance
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: server.url })
    second = await buildTestApp({ REDIS_URL: server.url })
  })
  afterAll(async () => {
    await Promise.all([first.close(), second.close()])
    await server.stop()
  })

  it('counts a client across instances: 10 sign-ups an hour from one address, wherever they land', async () => {
    const ip = '192.0.2.44'
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signUp(attempt % 2 === 0 ? first : second, ip)).statusCode).toBe(201)
    }
    const blocked = await signUp(first, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect((await signUp(second, ip)).statusCode).toBe(429)
    expect((await signUp(second, '192.0.2.45')).statusCode).toBe(201)
  })
})

describe.skipIf(!redis)('rate limits when Redis is unreachable', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` })
  })
  afterAll(() => app.close())

  it('lets requests through rather than failing them', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signUp(app, '192.0.2.80')).statusCode).toBe(201)
    }
  })
})

describe.skipIf(!redis)('readiness with Redis for the rate limits', () => {
  let server: TestRedis
  let running = true
  let app: FastifyInstance
  beforeAll(async () => {
    server = (await startTestRedis()) as TestRedis
    app = await buildTestApp({ REDIS_URL: server.url })
  })
  afterAll(async () => {
    await app.close()
    if (running) await server.stop()
  })

  it('reports Redis up, then down once it stops, and stays ready: the limits fail open', async () => {
    const up = await app.inject('/api/ready')
    expect(up.statusCode).toBe(200)
    expect(up.json().checks).toMatchObject({ database: { status: 'ok' }, redis: { status: 'ok' } })

    await server.stop()
    running = false
    const down = await app.inject('/api/ready')
    expect(down.statusCode).toBe(200)
    expect(down.json()).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'ok' }, redis: { status: 'down' } },
    })
    expect((await signUp(app, '192.0.2.90')).statusCode).toBe(201)
  })
})
