/**
 * Visitors' contributions to reviews: `POST /api/tools/{slug}/reviews` (the Reviews tab's form; the tool's
 * rating and count change in the same transaction; a discontinued tool takes none, 409) and
 * `POST /api/reviews/{id}/helpful` (one vote per user, or per browser for visitors), and the tool's maker's replies
 * (replies.ts). Registered under /api; the read routes are in routes/tools.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUserId } from '../../auth/request-user.ts'
import { refuseIfDiscontinued } from '../../content/discontinued-tools.ts'
import { ErrorBody, notFound } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { findActiveToolIdBySlug } from '../tools/queries.ts'
import { ToolParams } from '../tools/schemas.ts'
import { addHelpfulVote, findToolRating, insertReview } from './queries.ts'
import replyRoutes from './replies.ts'
import { CreatedReviewSchema, CreateReviewBody, HelpfulVoteSchema, ReviewParams } from './schemas.ts'
import { browserVoterId } from './voter-cookie.ts'

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(replyRoutes)

  app.post(
    '/tools/:slug/reviews',
    {
      config: visitorLimit('review'),
      schema: {
        params: ToolParams,
        body: CreateReviewBody,
        response: { 201: CreatedReviewSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const toolId = (await findActiveToolIdBySlug(app.db, request.params.slug)) ?? notFound('Tool not found')
      // Its reviews stay on its page; a product that is gone takes no new ones.
      await refuseIfDiscontinued(app.db, toolId, 'review')
      const { tool_id: _ignored, ...review } = request.body
      const created = await app.db.transaction(async (tx) => {
        const row = await insertReview(tx, { ...review, toolId, userId: signedInUserId(request) })
        return { review: row, tool: await findToolRating(tx, toolId) }
      })
      return reply.status(201).send(created)
    },
  )

  app.post(
    '/reviews/:id/helpful',
    {
      config: visitorLimit('helpfulVote'),
      schema: { params: ReviewParams, response: { 200: HelpfulVoteSchema, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request)
      const key = userId === null ? `browser:${browserVoterId(request, reply)}` : `user:${userId}`
      const vote = await app.db.transaction((tx) => addHelpfulVote(tx, request.params.id, { key, userId }))
      if (!vote) return notFound('Review not found')
      return { review_id: request.params.id, ...vote }
    },
  )
}

export default reviewRoutes
