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
import { z } from 'zod'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { hashLinkToken } from '../../mail/link-tokens.ts'
import { queueMail } from '../../mail/queue.ts'
import { newsletterConfirmationMail } from '../../mail/templates.ts'
import { confirmSubscription, recordConfirmationQueued, unsubscribe, upsertSubscription } from './queries.ts'

export const CHECK_INBOX = 'Almost done: please confirm your subscription with the link we emailed you.'
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is invalid or has expired. Please subscribe again.'
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.'

const SubscribeBody = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  /** Where the box was (e.g. 'blog'), for the admins' export. */
  source: z.string().trim().max(100, 'source must be at most 100 characters').optional(),
})
const Token = z.string().max(200)
const ConfirmBody = z.object({ token: Token })
const UnsubscribeQuery = z.object({ token: Token.optional() })
const UnsubscribeBody = z.object({ token: Token.optional() }).optional()

const Subscribed = z.object({ ok: z.literal(true), message: z.string() })
const Ok = z.object({ ok: z.literal(true) })

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
      schema: { body: ConfirmBody, response: { 200: Ok, 400: ErrorBody } },
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
      schema: { querystring: UnsubscribeQuery, body: UnsubscribeBody, response: { 200: Ok, 400: ErrorBody } },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token
      if (!token || !(await unsubscribe(app.db, token))) throw new HttpError(400, UNSUBSCRIBE_LINK_INVALID)
      return { ok: true as const }
    },
  )
}

export default newsletterRoutes
