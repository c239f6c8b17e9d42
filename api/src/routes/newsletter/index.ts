/**
 * `POST /api/newsletter`: the blog's subscribe box. One subscription per address whatever its case: a repeat
 * answers the same as the first time (it neither fails nor duplicates, and does not reveal who subscribed),
 * and brings back an address that had unsubscribed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sql } from '../../db/sql.ts'
import { ErrorBody } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'

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

const Subscribed = z.object({ ok: z.literal(true) })

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: visitorLimit('newsletter'),
      schema: { body: SubscribeBody, response: { 200: Subscribed, 400: ErrorBody } },
    },
    async (request) => {
      const { email, source } = request.body
      await app.db.query(sql.typeAlias('void')`
        INSERT INTO newsletter_subscribers (email, source) VALUES (${email}, ${source ?? null})
        ON CONFLICT ((lower(email))) DO UPDATE SET unsubscribed_at = NULL
        WHERE newsletter_subscribers.unsubscribed_at IS NOT NULL`)
      return { ok: true as const }
    },
  )
}

export default newsletterRoutes
