/**
 * The newsletter, with double opt-in:
 * - `POST /api/newsletter {email, source}`: the blog's subscribe box. Mails a confirmation link; only
 *   confirmed addresses count. A repeat answers the same as the first time (it neither fails nor duplicates,
 *   and does not reveal who subscribed) and re-sends the link to a pending address, at most every 5 minutes.
 * - `POST /api/newsletter/confirm {token}`: the link's page confirms.
 * - `POST /api/newsletter/unsubscribe`: `{token}` from the unsubscribe page, or `?token=` as a mail client's
 *   one-click unsubscribe (RFC 8058, `List-Unsubscribe-Post`), which posts a form body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { hashLinkToken } from '../../mail/link-tokens.ts'
import { queueMail } from '../../mail/queue.ts'
import { newsletterConfirmationMail } from '../../mail/templates.ts'
import { OkTrueSchema } from '../users/schemas.ts'
import { confirmSubscription, recordConfirmationQueued, unsubscribe, upsertSubscription } from './queries.ts'
import { ConfirmBody, SubscribeBody, Subscribed, UnsubscribeBody, UnsubscribeQuery } from './schemas.ts'

export const CHECK_INBOX = 'Almost done: please confirm your subscription with the link we emailed you.'
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired. Please subscribe again.'
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.'

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; only the token in the URL matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  )

  app.post(
    '/',
    {
      config: visitorLimit('newsletter'),
      schema: { body: SubscribeBody, response: { 200: Subscribed, 400: ErrorBody } },
    },
    async (request) => {
      const { email, source } = request.body
      await app.db.transaction(async (tx) => {
        const subscription = await upsertSubscription(tx, email, source ?? null)
        if (subscription.confirmed || subscription.recently_mailed) return
        await recordConfirmationQueued(tx, subscription.id)
        await queueMail(tx, newsletterConfirmationMail, { subscriptionId: subscription.id })
      })
      return { ok: true as const, message: CHECK_INBOX }
    },
  )

  app.post(
    '/confirm',
    {
      config: visitorLimit('newsletter'),
      schema: { body: ConfirmBody, response: { 200: OkTrueSchema, 400: ErrorBody } },
    },
    async (request) => {
      const hash = hashLinkToken(request.body.token)
      if (!hash || !(await confirmSubscription(app.db, hash))) throw new HttpError(400, CONFIRMATION_LINK_INVALID)
      return { ok: true as const }
    },
  )

  // No rate limit: one-click unsubscribes of many readers arrive from the same few mail-provider servers,
  // and a 244-bit token cannot be guessed; each request is one indexed, idempotent update.
  app.post(
    '/unsubscribe',
    {
      schema: { querystring: UnsubscribeQuery, body: UnsubscribeBody, response: { 200: OkTrueSchema, 400: ErrorBody } },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token
      if (!token || !(await unsubscribe(app.db, token))) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID)
      return { ok: true as const }
    },
  )
}

export default newsletterRoutes
