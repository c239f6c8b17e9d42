import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  createAdmin,
  createReview,
  createTool,
  createUser,
  setToolMaker,
  type TestUser,
} from '../../../test/factories.ts'
import { injectAs } from '../../../test/session.ts'
import { ONLY_THE_MAKER_REPLIES, SIGN_IN_TO_REPLY } from './replies.ts'

let app: FastifyInstance
let maker: TestUser
let stranger: TestUser
let tool: { id: number; slug: string }
let review: { id: number }

beforeAll(async () => {
  app = await buildTestApp()
  maker = await createUser(app.db)
  stranger = await createUser(app.db)
  tool = await createTool(app.db)
  await setToolMaker(app.db, tool.id, maker.id)
  review = await createReview(app.db, { toolId: tool.id, rating: 2, content: 'Export kept failing.' })
})
afterAll(() => app.close())

const reply = (user: TestUser, reviewId: number, content: unknown) =>
  injectAs(app, user, { method: 'PUT', url: `/api/reviews/${reviewId}/reply`, payload: { content } })
const replyOf = async (reviewId: number) => {
  const page = await app.inject({ url: `/api/tools/${tool.slug}/reviews` })
  return page.json<{ id: number; maker_reply: { content: string } | null }[]>().find((r) => r.id === reviewId)
    ?.maker_reply
}

describe('PUT /api/reviews/{id}/reply', () => {
  it("publishes the maker's reply under the review, and a second write corrects the one reply", async () => {
    const first = await reply(maker, review.id, '  Fixed in 2.3, sorry about that!  ')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ review_id: review.id, content: 'Fixed in 2.3, sorry about that!' })
    expect(await replyOf(review.id)).toMatchObject({ content: 'Fixed in 2.3, sorry about that!' })

    const corrected = await reply(maker, review.id, 'Fixed in 2.4.')
    expect(corrected.json().created_at).toBe(first.json().created_at)
    expect(await replyOf(review.id)).toMatchObject({ content: 'Fixed in 2.4.' })
  })

  it('lists a review without a reply with maker_reply null', async () => {
    const quiet = await createReview(app.db, { toolId: tool.id })
    expect(await replyOf(quiet.id)).toBeNull()
  })

  it('refuses anyone but the verified maker, admins included, and changes nothing', async () => {
    const admin = await createAdmin(app.db)
    for (const user of [stranger, admin]) {
      const refused = await reply(user, review.id, 'Not mine to say.')
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toBe(ONLY_THE_MAKER_REPLIES)
    }
    const visitor = await app.inject({ method: 'PUT', url: `/api/reviews/${review.id}/reply`, payload: {} })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error).toBe(SIGN_IN_TO_REPLY)
    expect(await replyOf(review.id)).toMatchObject({ content: 'Fixed in 2.4.' })
  })

  it("refuses the maker of another tool on this tool's reviews", async () => {
    const other = await createTool(app.db)
    await setToolMaker(app.db, other.id, stranger.id)
    expect((await reply(stranger, review.id, 'Try ours instead!')).statusCode).toBe(403)
  })

  it('asks for text within the limit, and answers 404 for a missing review or a hidden tool', async () => {
    const blank = await reply(maker, review.id, '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error).toMatch(/Reply is required/)
    expect((await reply(maker, review.id, 'x'.repeat(2001))).json().error).toMatch(/at most 2,000 characters/)
    expect((await reply(maker, 999_999, 'Hello')).statusCode).toBe(404)

    const hidden = await createTool(app.db, { status: 'inactive' })
    await setToolMaker(app.db, hidden.id, maker.id)
    const hiddenReview = await createReview(app.db, { toolId: hidden.id })
    expect((await reply(maker, hiddenReview.id, 'Hello')).statusCode).toBe(404)
  })
})

describe('DELETE /api/reviews/{id}/reply', () => {
  it('takes the reply back for the maker only', async () => {
    const url = `/api/reviews/${review.id}/reply`
    expect((await injectAs(app, stranger, { method: 'DELETE', url })).statusCode).toBe(403)
    expect(await replyOf(review.id)).not.toBeNull()
    expect((await injectAs(app, maker, { method: 'DELETE', url })).json()).toEqual({ review_id: review.id })
    expect(await replyOf(review.id)).toBeNull()
    expect((await injectAs(app, maker, { method: 'DELETE', url })).statusCode).toBe(404)
  })
})
