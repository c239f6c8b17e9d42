/**
 * /api/admin/contact-inquiries: the inbox a page at a time, searched, filtered by status and query type, sorted by any
 * shown column; one inquiry with its replies; status and notes per inquiry; replying by mail (replies.ts).
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { formBody } from '../../form-body.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { listInquiryReplies, REPLIED_STATUS, sendInquiryReply } from './replies.ts'
import {
  InquiryDetailSchema,
  InquiryFields,
  InquiryListSchema,
  InquiryReplyFields,
  InquirySchema,
  ListInquiriesQuery,
} from './schemas.ts'

export const INQUIRY_NOT_FOUND = 'Inquiry not found'

const inquiryColumns = sql.fragment`
  id, email, mobile, query_type, message, status, admin_notes, user_id, created_at, updated_at`

const INQUIRY_ORDER = {
  created_at: sql.fragment`created_at`,
  email: sql.fragment`email`,
  query_type: sql.fragment`query_type`,
  status: sql.fragment`status`,
}

const SEARCHED = [sql.fragment`email`, sql.fragment`mobile`, sql.fragment`message`]

/** The inquiry with its replies. @throws HttpError 404 when there is no such inquiry */
async function findInquiryDetail(db: DatabaseConnection, id: number) {
  const inquiry =
    (await db.maybeOne(sql.type(InquirySchema)`SELECT ${inquiryColumns} FROM contact_inquiries WHERE id = ${id}`)) ??
    notFound(INQUIRY_NOT_FOUND)
  return { ...inquiry, replies: await listInquiryReplies(db, id) }
}

const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListInquiriesQuery, response: { 200: InquiryListSchema, 400: ErrorBody } } },
    async ({ query }) => {
      const filters = [
        containsText(SEARCHED, query.q),
        query.status ? sql.fragment`status = ${query.status}` : null,
        query.query_type ? sql.fragment`query_type = ${query.query_type}` : null,
      ]
      const { rows, total } = await selectPage(app.db, InquirySchema, {
        columns: inquiryColumns,
        from: sql.fragment`FROM contact_inquiries`,
        where: whereAll(filters),
        orderBy: orderBy(INQUIRY_ORDER, query.sort, query.order, sql.fragment`id`),
        limit: query.limit,
        offset: query.offset,
      })
      return { inquiries: rows, total }
    },
  )

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: InquiryDetailSchema, 404: ErrorBody } } },
    async (request) => findInquiryDetail(app.db, request.params.id),
  )

  app.post(
    '/:id/reply',
    {
      schema: {
        params: IdParams,
        body: formBody(InquiryReplyFields),
        response: { 201: InquiryDetailSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const change = { inquiryId: id, body: request.body.body, sentBy: actorId(request) }
      await auditedChange(
        app.db,
        request,
        async (tx) => (await sendInquiryReply(tx, change)) ?? notFound(INQUIRY_NOT_FOUND),
        (replyId) => ({
          action: 'contact_inquiry.reply',
          entityType: 'contact_inquiry',
          entityId: id,
          details: { reply_id: replyId, status: REPLIED_STATUS },
        }),
      )
      return reply.status(201).send(await findInquiryDetail(app.db, id))
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: formBody(InquiryFields),
        response: { 200: InquirySchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params
      const { status, admin_notes } = request.body
      return auditedChange(
        app.db,
        request,
        async (tx) =>
          (await tx.maybeOne(sql.type(InquirySchema)`
            UPDATE contact_inquiries SET status = ${status}, admin_notes = ${admin_notes}
            WHERE id = ${id} RETURNING ${inquiryColumns}`)) ?? notFound(INQUIRY_NOT_FOUND),
        () => ({ action: 'contact_inquiry.update', entityType: 'contact_inquiry', entityId: id, details: { status } }),
      )
    },
  )
}

export default adminInquiryRoutes
