/**
 * `POST /api/contact`: the Contact page's form. Stored as an inquiry with status `new` for the admins'
 * inbox. Answers 'Please fill in all required fields.' when email, query type or
 * message is missing. In the same transaction it queues an acknowledgement to the visitor and a
 * notification, with a link to /admin/contact, to every active administrator.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUserId } from '../../auth/request-user.ts'
import { QUERY_TYPE_LABELS } from '../../lib/field-rules.ts'
import { badRequest, ErrorBody } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { queueMail } from '../../mail/queue.ts'
import { contactAcknowledgementMail, contactNotificationMail } from '../../mail/templates.ts'
import { ContactBody, ContactCreatedSchema, ContactMessage } from './schemas.ts'

const AdminEmailRow = z.object({ email: z.string() })

const REQUIRED = ['email', 'query_type', 'message'] as const

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: visitorLimit('contact'),
      schema: { body: ContactBody, response: { 201: ContactCreatedSchema, 400: ErrorBody } },
    },
    async (request, reply) => {
      const body = request.body
      const missing = REQUIRED.filter((field) => !body[field]?.trim())
      if (missing.length > 0) {
        badRequest(
          'Please fill in all required fields.',
          missing.map((field) => ({ field, message: 'is required' })),
        )
      }
      const parsed = ContactMessage.safeParse({ ...body, mobile: body.mobile?.trim() || null })
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        badRequest(issue?.message ?? 'Invalid contact message', [
          { field: String(issue?.path[0] ?? 'request body'), message: issue?.message ?? 'is invalid' },
        ])
        return
      }
      const message = parsed.data
      const queryTypeLabel = QUERY_TYPE_LABELS[message.query_type]
      const id = await app.db.transaction(async (tx) => {
        const inquiryId = await tx.oneFirst(sql.typeAlias('id')`
          INSERT INTO contact_inquiries (email, mobile, query_type, message, user_id)
          VALUES (${message.email}, ${message.mobile}, ${message.query_type}, ${message.message}, ${signedInUserId(request)})
          RETURNING id`)
        await queueMail(tx, contactAcknowledgementMail, { to: message.email, queryTypeLabel })
        const admins = await tx.any(sql.type(AdminEmailRow)`
          SELECT email FROM users WHERE role = 'admin' AND is_active ORDER BY id`)
        for (const admin of admins) {
          await queueMail(tx, contactNotificationMail, {
            to: admin.email,
            inquiryId,
            from: message.email,
            mobile: message.mobile,
            queryTypeLabel,
            message: message.message,
          })
        }
        return inquiryId
      })
      return reply.status(201).send({ ok: true, id, status: 'new' })
    },
  )
}

export default contactRoutes
