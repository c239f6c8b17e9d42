import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { sql } from '../../db/sql.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const subscribe = (payload: object) => app.inject({ method: 'POST', url: '/api/newsletter', payload })
const Subscriber = z.object({ email: z.string(), source: z.string().nullable(), unsubscribed: z.boolean() })
const subscribers = () =>
  app.db.any(sql.type(Subscriber)`
    SELECT email, source, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscribers ORDER BY id`)

describe('POST /api/newsletter', () => {
  it('subscribes an address once, whatever its case, answering the same each time', async () => {
    const first = await subscribe({ email: 'Ada@Example.com', source: 'blog' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ ok: true })
    const again = await subscribe({ email: 'ada@example.com ' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ ok: true })
    expect(await subscribers()).toEqual([{ email: 'Ada@Example.com', source: 'blog', unsubscribed: false }])
  })

  it('brings back an address that had unsubscribed', async () => {
    await subscribe({ email: 'bo@example.com' })
    await app.db.query(sql.typeAlias('void')`
      UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = 'bo@example.com'`)
    await subscribe({ email: 'BO@example.com' })
    expect((await subscribers()).find((s) => s.email === 'bo@example.com')?.unsubscribed).toBe(false)
  })

  it.each([
    ['no email', {}, 'Invalid request body: email: Please enter your email address'],
    ['a blank email', { email: '  ' }, 'Invalid request body: email: Please enter your email address'],
    ['a malformed email', { email: 'not-an-email' }, 'Invalid request body: email: Please enter a valid email address'],
    [
      'a long source',
      { email: 'cy@example.com', source: 'x'.repeat(101) },
      'Invalid request body: source: source must be at most 100 characters',
    ],
  ])('rejects %s with a 400 that says why, and stores nothing', async (_case, payload, error) => {
    const before = (await subscribers()).length
    const response = await subscribe(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
    expect((await subscribers()).length).toBe(before)
  })
})
