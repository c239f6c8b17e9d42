/**
 * /api/admin/contact-inquiries: the inbox a page at a time, searched, filtered by status and query type, sorted by any
 * shown column; status and notes per inquiry.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { InquiryFields, InquiryListSchema, InquirySchema, ListInquiriesQuery } from './schemas.ts'

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
