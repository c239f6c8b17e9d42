/**
 * `GET /api/oauth/google/redirect_url` → `{ redirectUrl }`: where the SPA sends the browser for
 * "Continue with Google". Google returns it to /auth/callback?code=…, and the SPA posts the code to
 * POST /api/sessions. `?next=/admin` (a path on this site) is handed back after sign-in.
 * `?intent=link` (link Google to the signed-in account) and `?intent=reauth` (the signed-in user proves
 * themselves again, for a change an account without a password makes) need a session, and the attempt
 * only completes in that same session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OidcError } from '../../lib/google-oidc.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { GoogleIntent } from '../../plugins/oauth.ts'
import { currentUser } from '../users/current-user.ts'

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not available on this server: it has no Google client configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). Please sign in with email and password.'
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.'

/** A path on this site, never another site (`//evil.example` and `/\evil.example` are other sites to browsers). */
export const LocalPath = z
  .string()
  .max(300, 'next must be at most 300 characters')
  .regex(/^\/(?![/\\])[^\s]*$/, 'next must be a path on this site, such as /dashboard')

export const NOT_LINKED_TO_GOOGLE = 'Your account is not linked to a Google account.'

const RedirectQuery = z.object({ next: LocalPath.optional(), intent: GoogleIntent.default('sign_in') })
const RedirectSchema = z.object({ redirectUrl: z.string() })

const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google/redirect_url',
    {
      schema: {
        querystring: RedirectQuery,
        response: { 200: RedirectSchema, 400: ErrorBody, 401: ErrorBody, 502: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const google = app.googleSignIn
      if (!google) throw new HttpError(503, GOOGLE_NOT_CONFIGURED)
      const { next = null, intent } = request.query
      let session: string | null = null
      if (intent !== 'sign_in') {
        const user = currentUser(request)
        if (intent === 'reauth' && user.google_sub === null) throw new HttpError(400, NOT_LINKED_TO_GOOGLE)
        session = request.sessionTokenHash?.toString('base64url') ?? null
      }
      reply.header('cache-control', 'no-store')
      try {
        return { redirectUrl: await google.start(reply, { next, intent, session }) }
      } catch (error) {
        if (error instanceof OidcError) {
          request.log.error({ err: error }, 'Google sign-in could not start')
          throw new HttpError(502, GOOGLE_UNAVAILABLE)
        }
        throw error
      }
    },
  )
}

export default oauthRoutes
