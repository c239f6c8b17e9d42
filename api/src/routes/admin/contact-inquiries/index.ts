/** /api/admin/contact-inquiries: the inbox, filtered by status and query type; status and notes per inquiry. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { InquiryFields, InquirySchema, ListInquiriesQuery } from './schemas.ts'

export const INQUIRY_NOT_FOUND = 'Inquiry not found'

const inquiryColumns = sql.fragment`
  id, email, mobile, query_type, message, status, admin_notes, user_id, created_at, updated_at`

const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListInquiriesQuery, response: { 200: listOf(InquirySchema), 400: ErrorBody } } },
    async ({ query }) => {
      const filters = [
        query.status ? sql.fragment`status = ${query.status}` : null,
        query.query_type ? sql.fragment`query_type = ${query.query_type}` : null,
      ]
      return app.db.any(sql.type(InquirySchema)`
        SELECT ${inquiryColumns} FROM contact_inquiries
        ${whereAll(filters)}
        ORDER BY created_at DESC, id DESC`)
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
