import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createReview, createTool, createUser, setToolMaker, type TestUser } from '../../../test/factories.ts'
import { injectAs } from '../../../test/session.ts'
import { LISTING_WEEKS } from './schemas.ts'

let app: FastifyInstance
let maker: TestUser
let stranger: TestUser
let tool: { id: number; slug: string; name: string }

beforeAll(async () => {
  app = await buildTestApp()
  maker = await createUser(app.db)
  stranger = await createUser(app.db)
  tool = await createTool(app.db, { name: 'Zeta Notes' })
  await setToolMaker(app.db, tool.id, maker.id)
})
afterAll(() => app.close())

type Week = { week_start: string; clicks: number; saves: number; compare_adds: number; kit_inclusions: number }

describe('GET /api/users/listings', () => {
  it("lists the maker's tools with their reviews still waiting for a reply, and nobody else's", async () => {
    const answered = await createReview(app.db, { toolId: tool.id })
    await createReview(app.db, { toolId: tool.id })
    await injectAs(app, maker, {
      method: 'PUT',
      url: `/api/reviews/${answered.id}/reply`,
      payload: { content: 'Thank you!' },
    })
    const mine = await injectAs(app, maker, { url: '/api/users/listings' })
    expect(mine.json()).toEqual([
      expect.objectContaining({ slug: tool.slug, name: 'Zeta Notes', review_count: 2, unanswered_reviews: 1 }),
    ])
    expect((await injectAs(app, stranger, { url: '/api/users/listings' })).json()).toEqual([])
    expect((await app.inject({ url: '/api/users/listings' })).statusCode).toBe(401)
  })

  it('says which of them is listed as discontinued, on the list and on its own page', async () => {
    const owner = await createUser(app.db)
    const live = await createTool(app.db, { name: 'Eta Live' })
    const gone = await createTool(app.db, { name: 'Eta Old' })
    for (const each of [live, gone]) await setToolMaker(app.db, each.id, owner.id)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE id = ${gone.id}`)
    const mine = (await injectAs(app, owner, { url: '/api/users/listings' })).json()
    expect(mine).toEqual([
      expect.objectContaining({ slug: live.slug, discontinued_at: null }),
      expect.objectContaining({ slug: gone.slug, discontinued_at: expect.any(String) }),
    ])
    const page = (await injectAs(app, owner, { url: `/api/users/listings/${gone.slug}/stats` })).json()
    expect(page.listing).toMatchObject({ slug: gone.slug, discontinued_at: expect.any(String) })
  })
})

describe('GET /api/users/listings/{slug}/stats', () => {
  it('gives 12 weeks, oldest first, with the counted events and saves in the week they happened', async () => {
    const saver = await createUser(app.db)
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO saved_tools (user_id, tool_id, created_at) VALUES (${saver.id}, ${tool.id}, now() - interval '14 days')`)
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_daily_stats (tool_id, day, clicks, compare_adds, kit_inclusions)
      VALUES (${tool.id}, (now() AT TIME ZONE 'UTC')::date, 5, 2, 3),
             (${tool.id}, (now() AT TIME ZONE 'UTC')::date - 14, 1, 0, 0)`)
    // Through the API too: a click and a compare add, counted by the event counters.
    await app.inject({ method: 'POST', url: `/api/tools/${tool.slug}/click`, remoteAddress: '203.0.113.9' })
    await app.inject({ method: 'POST', url: `/api/tools/${tool.slug}/compare`, remoteAddress: '203.0.113.9' })
    await Promise.all(Object.values(app.toolEvents).map((counter) => counter.flush()))

    const response = await injectAs(app, maker, { url: `/api/users/listings/${tool.slug}/stats` })
    expect(response.statusCode).toBe(200)
    const { listing, weeks } = response.json<{ listing: { slug: string }; weeks: Week[] }>()
    expect(listing.slug).toBe(tool.slug)
    expect(weeks).toHaveLength(LISTING_WEEKS)
    const starts = weeks.map((week) => week.week_start)
    expect(starts).toEqual([...starts].sort())
    expect(new Date(`${starts.at(-1)}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(weeks.at(-1)).toMatchObject({ clicks: 6, compare_adds: 3, kit_inclusions: 3 })
    expect(weeks.at(-3)).toMatchObject({ clicks: 1, saves: 1 })
    expect(weeks.reduce((sum, week) => sum + week.saves, 0)).toBe(1)
  })

  it("answers 404 for someone else's tool and for a tool that does not exist", async () => {
    for (const url of [`/api/users/listings/${tool.slug}/stats`, '/api/users/listings/no-such-tool/stats']) {
      const refused = await injectAs(app, stranger, { url })
      expect(refused.statusCode).toBe(404)
    }
  })
})
