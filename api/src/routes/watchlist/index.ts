/**
 * `POST /api/watchlist/unsubscribe`: the watch digest's unsubscribe link, without signing in. `{token}` from the
 * unsubscribe page, or `?token=` as a mail client's one-click unsubscribe (RFC 8058, `List-Unsubscribe-Post`), which
 * posts a form body. The token is signed (watchlist/unsubscribe-token.ts): an altered one is refused.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { setDigestEmails } from '../../watchlist/digest-queries.ts'
import { readWatchUnsubscribeToken } from '../../watchlist/unsubscribe-token.ts'
import { UnsubscribeBody, UnsubscribeQuery } from '../newsletter/schemas.ts'
import { OkTrueSchema } from '../users/schemas.ts'

export const WATCH_UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.'

const watchlistRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form; only the token in the URL matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  )

  // No rate limit: one-click unsubscribes arrive from a few mail-provider servers, and a signature cannot be
  // guessed; each request is one idempotent upsert.
  app.post(
    '/unsubscribe',
    {
      schema: { querystring: UnsubscribeQuery, body: UnsubscribeBody, response: { 200: OkTrueSchema, 400: ErrorBody } },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token
      const userId = token ? readWatchUnsubscribeToken(options.secret, token) : null
      if (userId === null) throw new HttpError(400, WATCH_UNSUBSCRIBE_LINK_INVALID)
      // A signed id whose account was deleted since has nothing left to mail: done all the same.
      await setDigestEmails(app.db, userId, false)
      return { ok: true as const }
    },
  )
}

export default watchlistRoutes
