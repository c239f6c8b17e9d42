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
import { ErrorBody, HttpError } from '../lib/http-errors.ts'
import { currentUser } from '../routes/users/current-user.ts'
import { GoogleIntent } from './attempt.ts'
import { requireGoogleSignIn } from './plugin.ts'

/** A path on this site, never another site (`//evil.example` and `/\evil.example` are other sites to browsers). */
export const LocalPath = z
  .string()
  .max(300, 'next must be at most 300 characters')
  .regex(/^\/(?![/\\])[^\s]*$/, 'next must be a path on this site, such as /dashboard')

export const NOT_LINKED_TO_GOOGLE = 'Your account is not linked to a Google account.'

const RedirectQuery = z.object({ next: LocalPath.optional(), intent: GoogleIntent.default('sign_in') })
const RedirectSchema = z.object({ redirectUrl: z.string() })

const googleRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google/redirect_url',
    {
      schema: {
        querystring: RedirectQuery,
        response: { 200: RedirectSchema, 400: ErrorBody, 401: ErrorBody, 502: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const google = requireGoogleSignIn(app)
      const { next = null, intent } = request.query
      let session: string | null = null
      if (intent !== 'sign_in') {
        const user = currentUser(request)
        if (intent === 'reauth' && user.google_sub === null) throw new HttpError(400, NOT_LINKED_TO_GOOGLE)
        session = request.sessionTokenHash?.toString('base64url') ?? null
      }
      reply.header('cache-control', 'no-store')
      return { redirectUrl: await google.start(request, reply, { next, intent, session }) }
    },
  )
}

export default googleRedirectRoutes
