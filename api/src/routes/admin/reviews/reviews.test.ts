/** /api/admin/reviews: list, create, edit, delete, with the tools' ratings kept exact. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  expectBadSortRefused,
  expectSortedBy,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createReview, createTool, createUser } from '../../../../test/factories.ts'
import { expectKeysetMisuseRefused, expectKeysetPaging, tieCreationTimes } from '../../../../test/keyset-paging.ts'
import { browserAs } from '../../../../test/session.ts'
import { SEARCH_COUNT_CAP } from '../../../lib/admin-list.ts'
import { findToolRating } from '../../reviews/queries.ts'
import { CURSOR_REVIEW_GONE } from './queries.ts'
import { REVIEW_SORTS } from './schemas.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const form = (toolId: number, fields: Record<string, unknown> = {}) => ({
  tool_id: toolId,
  user_name: 'Ada',
  content: 'Does what it says.',
  ...fields,
})

const ratingOf = async (app: FastifyInstance, toolId: number) => {
  const { rating, review_count } = await findToolRating(app.db, toolId)
  return { rating, review_count }
}

const addReview = async (toolId: number, fields: Record<string, unknown> = {}) => {
  const response = await context.asAdmin.post('/api/admin/reviews', form(toolId, fields))
  expect(response.statusCode).toBe(201)
  return response.json()
}

describe('GET /api/admin/reviews', () => {
  it('lists reviews with their tool, filtered by text and rating', async () => {
    const tool = await createTool(context.app.db, { name: 'Listed Tool' })
    const review = await addReview(tool.id, { user_name: 'Grace', rating: 2, user_email: 'grace@example.com' })
    await addReview(tool.id, { rating: 4 })
    const response = await context.asAdmin.get('/api/admin/reviews?q=grace&rating=2')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      reviews: [
        expect.objectContaining({
          id: review.id,
          tool_name: 'Listed Tool',
          tool_slug: tool.slug,
          user_email: 'grace@example.com',
          rating: 2,
        }),
      ],
      total: 1,
      total_capped: false,
    })
    expect((await context.asAdmin.get('/api/admin/reviews?rating=6')).statusCode).toBe(400)
  })

  it("finds reviews by their tool's name, written any way, and by the reviewer's email", async () => {
    const tool = await createTool(context.app.db, { name: 'Zébrafox Studio' })
    const review = await createReview(context.app.db, { toolId: tool.id, userName: 'Lin' })
    const found = async (q: string) =>
      (await context.asAdmin.get(`/api/admin/reviews?q=${encodeURIComponent(q)}`))
        .json()
        .reviews.map((row: { id: number }) => row.id)
    expect(await found('ZEBRAFOX')).toEqual([review.id])
    expect(await found('fox studio')).toEqual([review.id])
  })

  it('pages by cursor newest first and oldest first, both ways, the total counted from the page on', async () => {
    const tool = await createTool(context.app.db)
    const created = []
    for (let n = 0; n < 7; n++) created.push(await createReview(context.app.db, { toolId: tool.id }))
    await tieCreationTimes(
      context.app.db,
      'reviews',
      created.slice(2, 5).map((review) => review.id),
    )
    await expectKeysetPaging(async (query, limit) => {
      const response = await context.asAdmin.get(`/api/admin/reviews?tool_id=${tool.id}&limit=${limit}&${query}`)
      expect(response.statusCode).toBe(200)
      const page = response.json()
      return { ids: page.reviews.map((review: { id: number }) => review.id), total: page.total }
    })
  })

  it('answers a cursor whose review was deleted with a 400 asking for the first page', async () => {
    const tool = await createTool(context.app.db)
    const gone = await createReview(context.app.db, { toolId: tool.id })
    await context.asAdmin.delete(`/api/admin/reviews/${gone.id}`)
    const response = await context.asAdmin.get(`/api/admin/reviews?after=${gone.id}&offset=50`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: CURSOR_REVIEW_GONE, details: [{ field: 'after' }] })
  })

  it('refuses two cursors, or a cursor with a search or another sort, with a 400', async () => {
    await expectKeysetMisuseRefused('rating', (query) => context.asAdmin.get(`/api/admin/reviews?${query}`))
  })

  describe('a page at a time', () => {
    // Three reviews of two tools, each found by the word "quokka" somewhere the search looks.
    let ids: number[] = []
    beforeAll(async () => {
      const [alpha, beta] = [
        await createTool(context.app.db, { name: 'Quokka Alpha' }),
        await createTool(context.app.db, { name: 'Beta Board' }),
      ]
      ids = [
        (await addReview(beta.id, { user_name: 'Cyd', rating: 3, title: 'Quokka approved' })).id,
        (await addReview(alpha.id, { user_name: 'Abe', rating: 5 })).id,
        (await addReview(beta.id, { user_name: 'Bea', rating: 1, user_email: 'bea@quokka.example' })).id,
      ]
    })
    const url = '/api/admin/reviews?q=QUOKKA'

    it('searches tool names, reviewers’ emails and titles, newest first, with the total', async () => {
      const response = await context.asAdmin.get(url)
      expect(response.statusCode).toBe(200)
      expect(response.json().reviews.map((review: { id: number }) => review.id)).toEqual([...ids].reverse())
      expect(response.json().total).toBe(3)
    })

    it('pages with limit and offset, the total still counting every match', async () => {
      const response = await context.asAdmin.get(`${url}&limit=2&offset=2`)
      expect(response.json()).toEqual({
        reviews: [expect.objectContaining({ id: ids[0] })],
        total: 3,
        total_capped: false,
      })
      const tooMany = await context.asAdmin.get(`${url}&limit=101`)
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json().error).toBe('Invalid query parameters: limit: limit must be at most 100')
    })

    it.each([
      { sort: 'created_at', field: 'user_name', ascending: ['Cyd', 'Abe', 'Bea'] },
      { sort: 'rating', field: 'rating', ascending: [1, 3, 5] },
      { sort: 'tool_name', field: 'tool_name', ascending: ['Beta Board', 'Beta Board', 'Quokka Alpha'] },
      { sort: 'user_name', field: 'user_name', ascending: ['Abe', 'Bea', 'Cyd'] },
    ])('sorts by $sort both ways', async ({ sort, field, ascending }) => {
      await expectSortedBy(context.asAdmin, url, 'reviews', { sort, field, ascending })
    })

    it('refuses a sort it does not know with a 400 naming the ones it does', async () => {
      await expectBadSortRefused(context.asAdmin, '/api/admin/reviews', REVIEW_SORTS)
    })
  })

  it('counts a search up to 1,000 past the page and says so, and the list without one further', async () => {
    const tool = await createTool(context.app.db, { name: 'Counted Tool' })
    await context.app.db.query(sql.typeAlias('void')`
      INSERT INTO reviews (tool_id, user_name, rating, content)
      SELECT ${tool.id}, 'Reviewer ' || g, 4, 'Wombat-proof, review ' || g
      FROM generate_series(1, ${SEARCH_COUNT_CAP + 5}) AS g`)
    const page = async (query: string) => {
      const response = await context.asAdmin.get(`/api/admin/reviews?${query}`)
      expect(response.statusCode).toBe(200)
      const { total, total_capped } = response.json()
      return { total, total_capped }
    }
    expect(await page('q=wombat&limit=1')).toEqual({ total: SEARCH_COUNT_CAP, total_capped: true })
    expect(await page('q=wombat&limit=1&offset=10')).toEqual({ total: SEARCH_COUNT_CAP + 5, total_capped: false })
    expect(await page(`tool_id=${tool.id}&limit=1`)).toEqual({ total: SEARCH_COUNT_CAP + 5, total_capped: false })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/reviews')
  })
})

describe('POST /api/admin/reviews', () => {
  it('adds a review (rating 5 by default) and recounts the tool', async () => {
    const tool = await createTool(context.app.db)
    const review = await addReview(tool.id, { is_verified: true, title: '' })
    expect(review).toMatchObject({ tool_id: tool.id, rating: 5, title: null, user_email: null, is_verified: true })
    await addReview(tool.id, { rating: 2 })
    expect(await ratingOf(context.app, tool.id)).toEqual({ rating: 3.5, review_count: 2 })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'review.create',
      details: { tool_id: tool.id, rating: 2 },
    })
  })

  it.each([
    [{ tool_id: '' }, 'Please select a tool'],
    [{ tool_id: 999_999 }, 'The selected tool does not exist'],
    [{ user_name: ' ' }, 'Reviewer name is required'],
    [{ content: '' }, 'Review text is required'],
    [{ user_email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
  ])('refuses %o with 400 "%s"', async (fields, error) => {
    const tool = await createTool(context.app.db)
    const response = await context.asAdmin.post('/api/admin/reviews', form(tool.id, fields))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
    expect(await ratingOf(context.app, tool.id)).toEqual({ rating: 0, review_count: 0 })
  })
})

describe('PUT /api/admin/reviews/{id}', () => {
  it('changes the rating and moves a review between tools, recounting both', async () => {
    const [from, to] = [await createTool(context.app.db), await createTool(context.app.db)]
    const review = await addReview(from.id, { rating: 4 })
    await addReview(from.id, { rating: 2 })
    const changed = await context.asAdmin.put(`/api/admin/reviews/${review.id}`, form(from.id, { rating: 1 }))
    expect(changed.statusCode).toBe(200)
    expect(await ratingOf(context.app, from.id)).toEqual({ rating: 1.5, review_count: 2 })
    const moved = await context.asAdmin.put(`/api/admin/reviews/${review.id}`, form(to.id, { rating: 3 }))
    expect(moved.json()).toMatchObject({ tool_id: to.id, rating: 3 })
    expect(await ratingOf(context.app, from.id)).toEqual({ rating: 2, review_count: 1 })
    expect(await ratingOf(context.app, to.id)).toEqual({ rating: 3, review_count: 1 })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'review.update', entity_id: String(review.id) })
  })

  it('answers 404 for an unknown review and 400 for bad fields', async () => {
    const tool = await createTool(context.app.db)
    const missing = await context.asAdmin.put('/api/admin/reviews/999999', form(tool.id))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Review not found' })
    const review = await addReview(tool.id)
    expect(
      (await context.asAdmin.put(`/api/admin/reviews/${review.id}`, form(tool.id, { rating: 9 }))).statusCode,
    ).toBe(400)
  })
})

describe('DELETE /api/admin/reviews/{id}', () => {
  it('deletes the review and recounts the tool, down to no rating at all', async () => {
    const tool = await createTool(context.app.db)
    const review = await addReview(tool.id, { rating: 4 })
    const response = await context.asAdmin.delete(`/api/admin/reviews/${review.id}`)
    expect(response.json()).toEqual({ ok: true, message: 'Review deleted' })
    expect(await ratingOf(context.app, tool.id)).toEqual({ rating: 0, review_count: 0 })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'review.delete', details: { tool_id: tool.id } })
    expect((await context.asAdmin.delete(`/api/admin/reviews/${review.id}`)).statusCode).toBe(404)
  })
})

describe('a moderator', () => {
  it('verifies and deletes a review, each audited under their own id, but may not add one', async () => {
    const tool = await createTool(context.app.db)
    const review = await addReview(tool.id)
    const moderator = await createUser(context.app.db, { role: 'moderator' })
    const asModerator = await browserAs(context.app, moderator)
    const verified = await asModerator.put(`/api/admin/reviews/${review.id}`, form(tool.id, { is_verified: true }))
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ id: review.id, is_verified: true })
    expect(await lastAuditEntry(context.app)).toMatchObject({ actor_id: moderator.id, action: 'review.update' })
    const deleted = await asModerator.delete(`/api/admin/reviews/${review.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(await lastAuditEntry(context.app)).toMatchObject({ actor_id: moderator.id, action: 'review.delete' })
    expect(await ratingOf(context.app, tool.id)).toEqual({ rating: 0, review_count: 0 })
    const added = await asModerator.post('/api/admin/reviews', form(tool.id))
    expect(added.statusCode).toBe(403)
    expect(await ratingOf(context.app, tool.id)).toEqual({ rating: 0, review_count: 0 })
  })
})
