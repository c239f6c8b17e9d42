/** The admins' newsletter subscribers: list with status, filters, total, and the CSV export. */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBadSortRefused, expectSortedBy } from '../../../../test/admin-test-kit.ts'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createUser, type TestUser } from '../../../../test/factories.ts'
import { type Browser, browserAs, injectAs } from '../../../../test/session.ts'
import { SUBSCRIBER_SORTS } from './schemas.ts'

let app: FastifyInstance
let admin: TestUser
let asAdmin: Browser
beforeAll(async () => {
  app = await buildTestApp()
  admin = await createAdmin(app.db)
  asAdmin = await browserAs(app, admin)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO newsletter_subscribers (email, source, confirmed_at, unsubscribed_at, created_at) VALUES
      ('pending@example.com', 'blog', NULL, NULL, now() - interval '3 days'),
      ('confirmed@example.com', '=HYPERLINK("http://evil.example")', now(), NULL, now() - interval '2 days'),
      ('gone@example.com', NULL, now(), now(), now() - interval '1 day')`)
})
afterAll(() => app.close())

const get = (url: string) => injectAs(app, admin, { method: 'GET', url })

describe('GET /api/admin/newsletter/subscribers', () => {
  it('lists subscribers newest first with their status and the total', async () => {
    const response = await get('/api/admin/newsletter/subscribers')
    expect(response.statusCode).toBe(200)
    expect(response.json().total).toBe(3)
    expect(response.json().subscribers.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['gone@example.com', 'unsubscribed'],
      ['confirmed@example.com', 'confirmed'],
      ['pending@example.com', 'pending'],
    ])
  })

  it('filters by status and pages', async () => {
    const confirmed = await get('/api/admin/newsletter/subscribers?status=confirmed')
    expect(confirmed.json().subscribers).toEqual([
      {
        id: expect.any(Number),
        email: 'confirmed@example.com',
        source: '=HYPERLINK("http://evil.example")',
        status: 'confirmed',
        created_at: expect.any(String),
        confirmed_at: expect.any(String),
        unsubscribed_at: null,
      },
    ])
    expect(confirmed.json().total).toBe(1)
    const page = await get('/api/admin/newsletter/subscribers?limit=1&offset=1')
    expect(page.json()).toEqual({
      subscribers: [expect.objectContaining({ email: 'confirmed@example.com' })],
      total: 3,
    })
    expect((await get('/api/admin/newsletter/subscribers?status=bogus')).statusCode).toBe(400)
  })

  it('searches emails and sources', async () => {
    const response = await get('/api/admin/newsletter/subscribers?q=BLOG')
    expect(response.json()).toEqual({
      subscribers: [expect.objectContaining({ email: 'pending@example.com' })],
      total: 1,
    })
    expect((await get('/api/admin/newsletter/subscribers?q=example.com')).json().total).toBe(3)
  })

  it.each([
    { sort: 'email', ascending: ['confirmed@example.com', 'gone@example.com', 'pending@example.com'] },
    { sort: 'status', ascending: ['confirmed@example.com', 'pending@example.com', 'gone@example.com'] },
    { sort: 'created_at', ascending: ['pending@example.com', 'confirmed@example.com', 'gone@example.com'] },
  ])('sorts by $sort both ways', async ({ sort, ascending }) => {
    const url = '/api/admin/newsletter/subscribers?q=example.com'
    await expectSortedBy(asAdmin, url, 'subscribers', { sort, field: 'email', ascending })
  })

  it('keeps the subscribers without a source, confirmation or unsubscription last, whichever the order', async () => {
    for (const [sort, filled] of [
      ['source', 2],
      ['confirmed_at', 2],
      ['unsubscribed_at', 1],
    ] as const) {
      for (const order of ['asc', 'desc']) {
        const response = await get(`/api/admin/newsletter/subscribers?sort=${sort}&order=${order}`)
        const values = response.json().subscribers.map((s: Record<string, unknown>) => s[sort])
        expect({ sort, order, empty: values.slice(filled) }).toEqual({
          sort,
          order,
          empty: Array(3 - filled).fill(null),
        })
      }
    }
  })

  it('refuses a sort it does not know with a 400 naming the ones it does', async () => {
    await expectBadSortRefused(asAdmin, '/api/admin/newsletter/subscribers', SUBSCRIBER_SORTS)
  })

  it('is for admins only', async () => {
    const member = await createUser(app.db)
    const response = await injectAs(app, member, { method: 'GET', url: '/api/admin/newsletter/subscribers' })
    expect(response.statusCode).toBe(403)
    expect((await app.inject('/api/admin/newsletter/subscribers/export')).statusCode).toBe(401)
  })
})

describe('GET /api/admin/newsletter/subscribers/export', () => {
  it('downloads a UTF-8 CSV with a BOM, formulas neutralised', async () => {
    const response = await get('/api/admin/newsletter/subscribers/export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const body = response.rawPayload.toString('utf8')
    expect(body.startsWith('\uFEFF')).toBe(true)
    const lines = body.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Email,Status,Source,Subscribed At,Confirmed At,Unsubscribed At')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^pending@example\.com,pending,blog,/)
    expect(lines[2]).toMatch(/^confirmed@example\.com,confirmed,"'=HYPERLINK\(""http:\/\/evil\.example""\)",/)
  })

  it('exports one status only when asked', async () => {
    const body = (await get('/api/admin/newsletter/subscribers/export?status=confirmed')).rawPayload.toString('utf8')
    expect(body.trimEnd().split('\r\n')).toHaveLength(2)
  })
})
