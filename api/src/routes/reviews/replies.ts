/**
 * A verified maker's public reply to a review of their tool: `PUT /api/reviews/{id}/reply` writes the one reply
 * (or corrects it), `DELETE` takes it back. Only the tool's maker (tool_makers) may: anyone else signed in gets a
 * 403, admins included (they moderate replies from the review's admin page, not by answering as the maker).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, HttpError, notFound } from '../../lib/http-errors.ts'
import { deleteReply, findReviewTool, saveReply } from './queries.ts'
import { ReplyBody, ReviewParams, SavedReplySchema } from './schemas.ts'

export const SIGN_IN_TO_REPLY = 'Please sign in to reply to reviews.'
export const ONLY_THE_MAKER_REPLIES = "Only the tool's verified maker can reply to its reviews."
export const REVIEW_NOT_FOUND = 'Review not found'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a visitor is asked to sign in, not told what the reply lacks.
  app.addHook('onRequest', async (request) => {
    requireSignedInUserId(request, SIGN_IN_TO_REPLY)
  })

  /** @throws HttpError 404 without the review, 403 unless `userId` is its tool's maker. */
  async function requireMakerOf(reviewId: number, userId: number) {
    const review = (await findReviewTool(app.db, reviewId)) ?? notFound(REVIEW_NOT_FOUND)
    if (review.maker_id !== userId) throw new HttpError(403, ONLY_THE_MAKER_REPLIES)
  }

  app.put(
    '/reviews/:id/reply',
    { schema: { params: ReviewParams, body: ReplyBody, response: { 200: SavedReplySchema, ...errors } } },
    async (request) => {
      const userId = requireSignedInUserId(request, SIGN_IN_TO_REPLY)
      await requireMakerOf(request.params.id, userId)
      return saveReply(app.db, { reviewId: request.params.id, userId, content: request.body.content })
    },
  )

  app.delete(
    '/reviews/:id/reply',
    { schema: { params: ReviewParams, response: { 200: SavedReplySchema.pick({ review_id: true }), ...errors } } },
    async (request) => {
      const userId = requireSignedInUserId(request, SIGN_IN_TO_REPLY)
      await requireMakerOf(request.params.id, userId)
      if (!(await deleteReply(app.db, request.params.id))) notFound('This review has no reply')
      return { review_id: request.params.id }
    },
  )
}

export default replyRoutes
