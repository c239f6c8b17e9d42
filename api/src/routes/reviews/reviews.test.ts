import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { createUser, type TestUser } from '../../../test/factories.ts'
import { freshClientIp, sessionHeaders } from '../../../test/session.ts'

let app: FastifyInstance
let ana: TestUser
let asAna: { cookie: string }

beforeAll(async () => {
  app = await buildCatalogApp()
  ana = await createUser(app.db, { email: 'ana@example.com' })
  asAna = await sessionHeaders(app, ana)
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'jasper'`)
})
afterAll(() => app.close())

/** What the Reviews tab's form sends. */
const form = (extra: object = {}) => ({
  tool_id: 0,
  user_name: 'Ada',
  user_email: 'ada@example.com',
  rating: 4,
  title: 'Solid',
  content: 'Does what it says.',
  ...extra,
})
const postReview = (slug: string, payload: object, headers: Record<string, string> = {}) =>
  // Each from an address of its own: reviews are rate-limited per IP (lib/visitor-limits.ts).
  app.inject({
    method: 'POST',
    url: `/api/tools/${slug}/reviews`,
    payload,
    headers: { 'x-forwarded-for': freshClientIp(), ...headers },
  })

const ToolStats = z.object({ rating: z.number(), review_count: z.number(), average: z.number(), count: z.number() })
/** The tool's stored rating and count next to what its reviews say. */
const statsOf = (slug: string) =>
  app.db.one(sql.type(ToolStats)`
    SELECT t.rating, t.review_count, coalesce(round(avg(r.rating), 2), 0)::float8 AS average, count(r.id)::int AS count
    FROM tools t LEFT JOIN reviews r ON r.tool_id = t.id WHERE t.slug = ${slug} GROUP BY t.id`)
const reviewCount = () => app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM reviews`)

describe('POST /api/tools/{slug}/reviews', () => {
  it("stores the review and updates the tool's rating and count with it", async () => {
    const first = await postReview('midjourney', form({ rating: 5 }))
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      review: { user_name: 'Ada', rating: 5, title: 'Solid', content: 'Does what it says.', helpful_count: 0 },
      tool: { slug: 'midjourney', rating: 5, review_count: 1 },
    })
    expect(first.json().review).not.toHaveProperty('user_email')
    const second = await postReview('midjourney', form({ rating: 2, user_name: 'Bo' }))
    expect(second.json().tool).toMatchObject({ rating: 3.5, review_count: 2 })
    expect(await statsOf('midjourney')).toEqual({ rating: 3.5, review_count: 2, average: 3.5, count: 2 })

    const listed = (await app.inject('/api/tools/midjourney/reviews')).json()
    expect(listed.map((review: { user_name: string }) => review.user_name).sort()).toEqual(['Ada', 'Bo'])
    const summary = (await app.inject('/api/tools/midjourney/reviews/summary')).json()
    expect(summary).toMatchObject({ average: 3.5, count: 2, distribution: { '2': 1, '5': 1 } })
    const stored = await app.db.one(sql.type(z.object({ user_email: z.string(), user_id: z.number().nullable() }))`
      SELECT user_email, user_id FROM reviews WHERE id = ${first.json().review.id}`)
    expect(stored).toEqual({ user_email: 'ada@example.com', user_id: null })
  })

  it('defaults the rating to 5 and stores an empty or missing title as null', async () => {
    const noTitle = await postReview('runway', form({ rating: undefined, title: undefined }))
    expect(noTitle.json().review).toMatchObject({ rating: 5, title: null })
    const blankTitle = await postReview('runway', form({ title: '   ' }))
    expect(blankTitle.json().review.title).toBeNull()
    expect((await postReview('runway', form({ title: null }))).json().review.title).toBeNull()
  })

  it('links the review to the signed-in user', async () => {
    const response = await postReview('claude', form(), asAna)
    const userId = await app.db.oneFirst(sql.type(z.object({ user_id: z.number().nullable() }))`
      SELECT user_id FROM reviews WHERE id = ${response.json().review.id}`)
    expect(userId).toBe(ana.id)
  })

  it('keeps rating and count exact when many reviews arrive at once', async () => {
    const ratings = Array.from({ length: 30 }, (_, i) => (i % 5) + 1)
    const responses = await Promise.all(
      ratings.map((rating, i) => postReview('gamma', form({ rating, user_name: `Reviewer ${i}` }))),
    )
    expect(responses.every((response) => response.statusCode === 201)).toBe(true)
    expect(await statsOf('gamma')).toEqual({ rating: 3, review_count: 30, average: 3, count: 30 })
  })

  it.each([
    ['no name', { user_name: undefined }, /user_name: Name is required/],
    ['a blank name', { user_name: '  ' }, /user_name: Name is required/],
    ['no email', { user_email: undefined }, /user_email: Email is required/],
    ['a malformed email', { user_email: 'ada-at-example' }, /user_email: Please enter a valid email address/],
    ['no text', { content: '' }, /content: Review text is required/],
    ['a rating of 0', { rating: 0 }, /rating: rating must be from 1 to 5/],
    ['a rating of 6', { rating: 6 }, /rating: rating must be from 1 to 5/],
    ['a rating of 3.5', { rating: 3.5 }, /rating: rating must be a whole number from 1 to 5/],
    ['a rating as text', { rating: '5' }, /rating: rating must be a number from 1 to 5/],
    ['a title of 301 characters', { title: 'x'.repeat(301) }, /title: title must be at most 300 characters/],
    [
      'a text of 10,001 characters',
      { content: 'x'.repeat(10_001) },
      /content: Review text must be at most 10,000 characters/,
    ],
  ])('rejects a review with %s with a 400 naming the field, and stores nothing', async (_case, change, message) => {
    const before = await reviewCount()
    const response = await postReview('canva', form(change))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
    expect(await reviewCount()).toBe(before)
  })

  it('answers 404 for a missing or inactive tool, and stores nothing', async () => {
    const before = await reviewCount()
    for (const slug of ['no-such-tool', 'jasper']) {
      const response = await postReview(slug, form())
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Tool not found' })
    }
    expect(await reviewCount()).toBe(before)
  })
})

describe('POST /api/reviews/{id}/helpful', () => {
  let reviewId: number
  beforeAll(async () => {
    reviewId = (await postReview('perplexity-ai', form())).json().review.id
  })
  const vote = (id: number | string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers })

  it('counts one vote per browser, remembered by a long-lived httpOnly cookie', async () => {
    const first = await vote(reviewId)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ review_id: reviewId, helpful_count: 1, counted: true })
    const cookie = String(first.headers['set-cookie'])
    expect(cookie).toMatch(
      /^kitly_voter=[A-Za-z0-9_-]{22}; Path=\/api\/reviews; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    )
    const again = await vote(reviewId, { cookie: cookie.split(';')[0] ?? '' })
    expect(again.json()).toEqual({ review_id: reviewId, helpful_count: 1, counted: false })
    expect(again.headers['set-cookie']).toBeUndefined()
    // Another browser counts.
    expect((await vote(reviewId)).json().helpful_count).toBe(2)
  })

  it('counts one vote per signed-in user, whatever the browser', async () => {
    const before = (await vote(reviewId, { cookie: 'kitly_voter=aaaaaaaaaaaaaaaaaaaaaa' })).json().helpful_count
    expect((await vote(reviewId, asAna)).json()).toMatchObject({ helpful_count: before + 1, counted: true })
    expect((await vote(reviewId, asAna)).json()).toMatchObject({ helpful_count: before + 1, counted: false })
    const row = await app.db.one(sql.type(z.object({ voter_key: z.string(), user_id: z.number().nullable() }))`
      SELECT voter_key, user_id FROM review_votes WHERE review_id = ${reviewId} AND user_id IS NOT NULL`)
    expect(row).toEqual({ voter_key: `user:${ana.id}`, user_id: ana.id })
  })

  it('keeps the count equal to the votes when many arrive at once', async () => {
    const id = (await postReview('notion-ai', form())).json().review.id
    await Promise.all(Array.from({ length: 25 }, () => vote(id)))
    const counts = await app.db.one(sql.type(z.object({ helpful_count: z.number(), votes: z.number() }))`
      SELECT helpful_count, (SELECT count(*)::int FROM review_votes WHERE review_id = reviews.id) AS votes
      FROM reviews WHERE id = ${id}`)
    expect(counts).toEqual({ helpful_count: 25, votes: 25 })
  })

  it('replaces a tampered voter cookie instead of storing it', async () => {
    const response = await vote(reviewId, { cookie: 'kitly_voter=<script>' })
    expect(response.json().counted).toBe(true)
    expect(String(response.headers['set-cookie'])).toMatch(/^kitly_voter=[A-Za-z0-9_-]{22};/)
  })

  it('answers 404 for an unknown review and 400 for an id that is not one', async () => {
    expect((await vote(999_999)).statusCode).toBe(404)
    expect((await vote(999_999)).json()).toEqual({ error: 'Review not found' })
    const bad = await vote('abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatch(/id: review id must be a number/)
  })
})
