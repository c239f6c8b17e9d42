/**
 * NUL characters (which Postgres text cannot hold) in a path, query or JSON body answer a 400 naming the
 * field, never a 500, and nothing is stored.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createTool } from '../../test/factories.ts'
import { browser } from '../../test/session.ts'
import { findNul } from './nul-guard.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  await createTool(app.db, { slug: 'nul-free' })
})
afterAll(() => app.close())

describe('the NUL guard', () => {
  it.each([
    ['a path parameter', '/api/tools/%00', 'Invalid URL: slug must not contain NUL characters'],
    ['a blog slug', '/api/blog/a%00b', 'Invalid URL: slug must not contain NUL characters'],
    ['a query parameter', '/api/tools?q=a%00', 'Invalid query parameters: q must not contain NUL characters'],
  ])('answers NUL in %s with a 400 naming it', async (_case, url, error) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error })
  })

  it('refuses a NUL in a JSON body before anything is stored', async () => {
    const response = await browser(app).post('/api/contact', {
      email: 'nul@example.com',
      query_type: 'general',
      message: 'Hello\u0000there',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Invalid request body: message must not contain NUL characters' })
    const stored = await app.db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM contact_inquiries`,
    )
    expect(stored).toBe(0)
  })

  it('refuses a NUL in a plain-text body, which is a string rather than an object', async () => {
    const response = await browser(app).inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'Hello\u0000there',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Invalid request body: request body must not contain NUL characters' })
  })

  it('lets clean requests through, with or without params, query or body', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200)
    expect((await app.inject('/api/tools/nul-free')).statusCode).toBe(200)
    expect((await app.inject('/api/tools?search=clean')).statusCode).toBe(200)
  })

  it('finds nothing in empty or non-text values, and a NUL in a bare string', () => {
    for (const value of [undefined, null, 42, true, {}, [], Object.create(null), 'clean'])
      expect(findNul(value)).toBeNull()
    expect(findNul('a\u0000')).toBe('')
  })

  it('finds a NUL in keys and deep inside nested values without recursing', () => {
    let deep: unknown = 'x\u0000'
    for (let level = 0; level < 100_000; level++) deep = [deep]
    expect(findNul(deep)).toBe(`${'0.'.repeat(99_999)}0`)
    expect(findNul({ a: { 'b\u0000': 1 } })).toBe('a.b\u0000')
    expect(findNul({ a: ['fine', { b: 'fine' }] })).toBeNull()
  })
})
