/**
 * /api/admin/reviews: list (a page at a time: searchable, sortable, by rating), create, edit, delete. Each write recounts the tool's
 * rating and review count in the same transaction.
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { toolExists } from '../../users/queries.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import {
  deleteAdminReview,
  findAdminReview,
  insertAdminReview,
  listAdminReviews,
  updateAdminReview,
} from './queries.ts'
import { AdminReviewFields, AdminReviewListSchema, AdminReviewSchema, ListAdminReviewsQuery } from './schemas.ts'

export const REVIEW_NOT_FOUND = 'Review not found'
export const UNKNOWN_TOOL = 'The selected tool does not exist'
const errors = { 400: ErrorBody, 404: ErrorBody }

async function checkReviewTool(db: DatabaseConnection, review: AdminReviewFields) {
  if (!(await toolExists(db, review.tool_id, false)))
    badRequest(UNKNOWN_TOOL, [{ field: 'tool_id', message: UNKNOWN_TOOL }])
  return review
}

const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListAdminReviewsQuery, response: { 200: AdminReviewListSchema, 400: ErrorBody } } },
    async (request) => listAdminReviews(app.db, request.query),
  )

  app.post(
    '/',
    { schema: { body: formBody(AdminReviewFields), response: { 201: AdminReviewSchema, ...errors } } },
    async (request, reply) => {
      const fields = await checkReviewTool(app.db, request.body)
      const review = await auditedChange(
        app.db,
        request,
        async (tx) => findAdminReview(tx, await insertAdminReview(tx, fields)),
        (created) => ({
          action: 'review.create',
          entityType: 'review',
          entityId: created?.id ?? null,
          details: { tool_id: fields.tool_id, rating: fields.rating },
        }),
      )
      return reply.status(201).send(review ?? notFound(REVIEW_NOT_FOUND))
    },
  )

  app.put(
    '/:id',
    {
      schema: { params: IdParams, body: formBody(AdminReviewFields), response: { 200: AdminReviewSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params
      const fields = await checkReviewTool(app.db, request.body)
      const review = await auditedChange(
        app.db,
        request,
        async (tx) =>
          (await updateAdminReview(tx, id, fields)) ? findAdminReview(tx, id) : notFound(REVIEW_NOT_FOUND),
        () => ({
          action: 'review.update',
          entityType: 'review',
          entityId: id,
          details: { tool_id: fields.tool_id, rating: fields.rating },
        }),
      )
      return review ?? notFound(REVIEW_NOT_FOUND)
    },
  )

  app.delete('/:id', { schema: { params: IdParams, response: { 200: OkSchema, 404: ErrorBody } } }, async (request) => {
    const { id } = request.params
    await auditedChange(
      app.db,
      request,
      async (tx) => (await deleteAdminReview(tx, id)) ?? notFound(REVIEW_NOT_FOUND),
      ({ toolId }) => ({ action: 'review.delete', entityType: 'review', entityId: id, details: { tool_id: toolId } }),
    )
    return { ok: true as const, message: 'Review deleted' }
  })
}

export default adminReviewRoutes
