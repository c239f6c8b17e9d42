import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { sql } from '@kitly/db'
import { createTestDatabase } from '@kitly/db/testing'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../test/build-test-app.ts'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

let app: FastifyInstance
const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-web-dist-'))

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'))
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kitly</title><div id="root"></div>')
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("kitly")')
  // The web build's Brotli copy (web/vite.config.ts); the bytes only need to differ from the original.
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), 'brotli bytes')
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  app = await buildTestApp({ WEB_DIST_DIR: webDist })
  // Routes that exist only to exercise the error handler.
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1), rating: z.number().int().max(5) }) } },
    async (req) => req.body,
  )
  typed.get('/api/test/boom', async () => {
    throw new Error('secret detail from the database driver')
  })
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('health and readiness', () => {
  it('answers /api/health while the process is up', async () => {
    const response = await app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers /api/ready when the database answers, with the state of each dependency', async () => {
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO mail_outbox (kind, params, created_at, next_attempt_at)
      VALUES ('test', '{}'::jsonb, now() - interval '90 seconds', now() + interval '1 hour'),
             ('test', '{}'::jsonb, now(), now() + interval '1 hour')`)
    const response = await app.inject('/api/ready')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: { status: 'ok' },
        search: { engine: 'postgres', status: 'ok', fallbacks: 0 },
        mail: { pending: 2, oldest_pending_seconds: expect.any(Number), failed: 0 },
      },
    })
    expect(response.json().checks.mail.oldest_pending_seconds).toBeGreaterThanOrEqual(90)
  })
})

describe('errors', () => {
  it('answers an unknown /api route with a 404 in JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: `No API route for ${method} /api/no-such-thing` })
    }
  })

  it('answers invalid input with a 400 that names each field in words', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', rating: 9 } })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error).toMatch(/^Invalid request body: /)
    expect(body.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['name', 'rating'])
    for (const detail of body.details) expect(detail.message).toMatch(/[a-z]/)
  })

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' })
  })

  it('hides the detail of an unexpected failure behind a plain 500', async () => {
    const response = await app.inject('/api/test/boom')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'Internal server error' })
  })
})

describe('the web app', () => {
  it('serves index.html for client-side routes, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/kit-builder', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="root">')
  })

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const favicon = await app.inject('/favicon.svg')
    expect(favicon.headers['cache-control']).toBe('public, max-age=300')
  })

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const compressed = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(compressed.body).toBe('brotli bytes')
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log("kitly")')
  })

  it('compresses API answers of 1 KB or more for a client that accepts it, and only those', async () => {
    // The API's own description is a large JSON answer that needs no data.
    const url = '/api/docs/json'
    const plain = await app.inject({ url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toContain('accept-encoding')
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 3)
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
    // Small answers gain nothing from it.
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toEqual({ status: 'ok' })
  })

  it('does not fall back to the page for a POST outside /api', async () => {
    const response = await app.inject({ method: 'POST', url: '/tools' })
    expect(response.statusCode).toBe(404)
  })
})

describe('readiness when the database goes away', () => {
  it('answers /api/ready with 503 while /api/health stays 200', async () => {
    const database = await createTestDatabase()
    const app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist }),
      databaseUrl: database.url,
    })
    try {
      expect((await app.inject('/api/ready')).statusCode).toBe(200)
      await database.drop()
      expect((await app.inject('/api/health')).statusCode).toBe(200)
      const ready = await app.inject('/api/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({
        error: 'The database is not answering',
        checks: { database: { status: 'down' }, search: { engine: 'postgres', status: 'ok', fallbacks: 0 } },
      })
    } finally {
      await app.close()
    }
  })
})
