/**
 * Every id a route takes, sent past the range of Postgres integers, answers a 400 instead of failing the
 * query as a 500 (found by the fuzzer, test/reliability/fuzz.test.ts).
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createAdmin, type TestUser } from '../../test/factories.ts'
import { injectAs } from '../../test/session.ts'
import { MAX_DATABASE_ID } from './database-id.ts'

const TOO_LARGE = MAX_DATABASE_ID + 1
const kit = { prompt: 'write a blog', kit_name: 'Kit', tools: [{ id: TOO_LARGE }] }

let app: FastifyInstance
let admin: TestUser
beforeAll(async () => {
  app = await buildTestApp()
  admin = await createAdmin(app.db)
})
afterAll(() => app.close())

describe('ids past the range of Postgres integers', () => {
  it.each<[string, InjectOptions]>([
    ['a helpful vote', { method: 'POST', url: `/api/reviews/${TOO_LARGE}/helpful` }],
    ['the tools filter', { url: `/api/tools?category_id=${TOO_LARGE}` }],
    ['a kit PDF', { method: 'POST', url: '/api/kits/pdf', payload: kit }],
    ['a shared kit', { method: 'POST', url: '/api/kits', payload: { ...kit, share: true } }],
    ['the audit log filter', { url: `/api/admin/audit?actor_id=${TOO_LARGE}` }],
    ['the admin reviews filter', { url: `/api/admin/reviews?tool_id=${TOO_LARGE}` }],
    ['the admin tools filter', { url: `/api/admin/tools?category_id=${TOO_LARGE}` }],
    [
      'an admin review',
      {
        method: 'POST',
        url: '/api/admin/reviews',
        payload: { tool_id: TOO_LARGE, user_name: 'Ann', rating: 5, content: 'Fine.' },
      },
    ],
    [
      'an admin tool',
      {
        method: 'POST',
        url: '/api/admin/tools',
        payload: {
          name: 'Big',
          website_url: 'https://big.example.com',
          short_description: 'Big.',
          category_id: TOO_LARGE,
        },
      },
    ],
  ])('in %s answer 400 with a message', async (_case, request) => {
    const response = await injectAs(app, admin, request)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual(expect.any(String))
  })
})
