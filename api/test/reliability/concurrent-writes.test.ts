/**
 * Concurrent writes against a real listening server (loopback, fetch): hundreds of reviews, helpful
 * votes, saves and clicks sent at once, some deliberately colliding (the same user saving the same tool
 * twice, the same voter voting twice). Afterwards every tool's rating and review_count agree with the
 * reviews table, every count equals the acknowledged requests, and nothing failed but by rate limit.
 *
 * Rate limits are per account or per address; every visitor here has an address of its own and no user
 * sends more reviews than the limit allows, so 429s should not happen (they are counted apart if they do).
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../build-test-app.ts'
import { createReview, createTool, createUser, type TestUser } from '../factories.ts'
import { freshClientIp, signInAs } from '../session.ts'

const TOOLS = 6
const USERS = 60
const REVIEWS_PER_USER = 2
const VISITOR_REVIEWS = 120
const VOTES = USERS * 4
const CLICKS = 240

let app: FastifyInstance
let base: string
let tools: { id: number; slug: string }[]
let users: { account: TestUser; cookie: string }[]
let seededReviews: number[]

beforeAll(async () => {
  app = await buildTestApp()
  base = await app.listen({ port: 0, host: '127.0.0.1' })
  tools = await Promise.all(Array.from({ length: TOOLS }, () => createTool(app.db)))
  users = await Promise.all(
    Array.from({ length: USERS }, async () => {
      const account = await createUser(app.db, { password: null })
      return { account, cookie: await signInAs(app, account) }
    }),
  )
  seededReviews = []
  for (const tool of tools) seededReviews.push((await createReview(app.db, { toolId: tool.id, rating: 3 })).id)
})
afterAll(() => app.close())

type Sent = { kind: 'review' | 'vote' | 'save' | 'click'; target: number; status: number; body: unknown }

/** One request from its own address; `cookie` signs it in. */
async function send(
  kind: Sent['kind'],
  target: number,
  path: string,
  options: { cookie?: string; body?: object } = {},
): Promise<Sent> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': freshClientIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  })
  const text = await response.text()
  return { kind, target, status: response.status, body: text ? JSON.parse(text) : null }
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/** Every request of the run, not yet sent: reviews, votes (some repeated), saves (some twice), clicks. */
function plannedRequests(): (() => Promise<Sent>)[] {
  const review = (index: number, cookie?: string) => {
    const tool = at(tools, index)
    return () =>
      send('review', tool.id, `/api/tools/${tool.slug}/reviews`, {
        ...(cookie ? { cookie } : {}),
        body: {
          user_name: `Reviewer ${index}`,
          user_email: `reviewer${index}@example.com`,
          rating: (index % 5) + 1,
          content: `Review number ${index}.`,
        },
      })
  }
  const reviews = [
    ...Array.from({ length: VISITOR_REVIEWS }, (_unused, index) => review(index)),
    ...users.flatMap(({ cookie }, user) =>
      Array.from({ length: REVIEWS_PER_USER }, (_unused, index) => review(user * REVIEWS_PER_USER + index, cookie)),
    ),
  ]
  // Each user votes on two of the seeded reviews, each vote sent twice at once: it must count once.
  const votes = Array.from({ length: VOTES }, (_unused, index) => {
    const pair = Math.floor(index / 2)
    const voter = at(users, pair)
    const reviewId = at(seededReviews, pair + Math.floor(pair / USERS))
    return () => send('vote', reviewId, `/api/reviews/${reviewId}/helpful`, { cookie: voter.cookie })
  })
  // Each user saves two tools, the first of them twice at once.
  const saves = users.flatMap(({ cookie }, user) =>
    [0, 0, 1].map((offset) => {
      const tool = at(tools, user + offset)
      return () => send('save', tool.id, `/api/users/saved-tools/${tool.id}`, { cookie })
    }),
  )
  const clicks = Array.from({ length: CLICKS }, (_unused, index) => {
    const tool = at(tools, index)
    return () => send('click', tool.id, `/api/tools/${tool.slug}/click`)
  })
  // Interleaved, so every kind of write competes with every other.
  const all = [...reviews, ...votes, ...saves, ...clicks]
  return all.map((_unused, index) => all[(index * 7919) % all.length] as () => Promise<Sent>)
}

const EXPECTED_STATUS: Record<Sent['kind'], number> = { review: 201, vote: 200, save: 200, click: 204 }

const count = (sent: Sent[], kind: Sent['kind'], target: number) =>
  sent.filter((each) => each.kind === kind && each.target === target && each.status === EXPECTED_STATUS[kind]).length

const ToolCounts = z.object({
  id: z.number(),
  rating: z.number(),
  review_count: z.number(),
  click_count: z.number(),
  reviews_average: z.number(),
  reviews_counted: z.number(),
  saves: z.number(),
})

describe('concurrent writes on a listening server', () => {
  it('keeps every count equal to the acknowledged requests, and fails none but by rate limit', async () => {
    const planned = plannedRequests()
    expect(planned.length).toBeGreaterThanOrEqual(700)
    const sent = await Promise.all(planned.map((request) => request()))
    const rateLimited = sent.filter((each) => each.status === 429)
    const failed = sent.filter((each) => each.status !== 429 && each.status !== EXPECTED_STATUS[each.kind])
    console.log(
      `concurrent writes: ${sent.length} requests at once, ${sent.length - failed.length - rateLimited.length} acknowledged, ` +
        `${rateLimited.length} rate-limited, ${failed.length} failed`,
    )
    expect(failed.map(({ kind, status, body }) => ({ kind, status, body }))).toEqual([])

    await app.toolEvents.clicks.flush()
    const rows = await app.db.any(sql.type(ToolCounts)`
      SELECT t.id, t.rating::float8 AS rating, t.review_count, t.click_count::int AS click_count,
             coalesce(round(avg(r.rating), 2), 0)::float8 AS reviews_average, count(r.id)::int AS reviews_counted,
             (SELECT count(*)::int FROM saved_tools s WHERE s.tool_id = t.id) AS saves
      FROM tools t LEFT JOIN reviews r ON r.tool_id = t.id
      GROUP BY t.id ORDER BY t.id`)
    expect(rows).toHaveLength(TOOLS)
    for (const row of rows) {
      expect({ id: row.id, rating: row.rating, review_count: row.review_count }).toEqual({
        id: row.id,
        rating: row.reviews_average,
        review_count: row.reviews_counted,
      })
      // One seeded review per tool, plus each acknowledged one.
      expect(row.review_count).toBe(1 + count(sent, 'review', row.id))
      expect(row.click_count).toBe(count(sent, 'click', row.id))
      // Saving twice is one saved tool: the distinct users whose saves were acknowledged.
      const savers = new Set(
        users
          .map((user, index) => ({ user, tools: [at(tools, index).id, at(tools, index + 1).id] }))
          .filter(({ tools: saved }) => saved.includes(row.id))
          .map(({ user }) => user.account.id),
      )
      expect(row.saves).toBe(savers.size)
    }

    const votes = await app.db.any(sql.type(
      z.object({ id: z.number(), helpful_count: z.number(), voters: z.number() }),
    )`
      SELECT r.id, r.helpful_count, (SELECT count(*)::int FROM review_votes v WHERE v.review_id = r.id) AS voters
      FROM reviews r WHERE r.id = ANY(${sql.array(seededReviews, 'int4')}) ORDER BY r.id`)
    for (const review of votes) {
      const counted = sent.filter(
        (each) =>
          each.kind === 'vote' && each.target === review.id && (each.body as { counted?: boolean })?.counted === true,
      ).length
      expect({ id: review.id, helpful_count: review.helpful_count, voters: review.voters }).toEqual({
        id: review.id,
        helpful_count: counted,
        voters: counted,
      })
    }
  })
})
