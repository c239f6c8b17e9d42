/**
 * `GET /api/oauth/google/redirect_url` → `{ redirectUrl }`: where the SPA sends the browser for
 * "Continue with Google". Google returns it to /auth/callback?code=…, and the SPA posts the code to
 * POST /api/sessions. `?next=/admin` (a path on this site) is handed back after sign-in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OidcError } from '../../lib/google-oidc.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not available on this server: it has no Google client configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). Please sign in with email and password.'
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.'

/** A path on this site, never another site (`//evil.example` and `/\evil.example` are other sites to browsers). */
export const LocalPath = z
  .string()
  .max(300, 'next must be at most 300 characters')
  .regex(/^\/(?![/\\])[^\s]*$/, 'next must be a path on this site, such as /dashboard')

const RedirectQuery = z.object({ next: LocalPath.optional() })
const RedirectSchema = z.object({ redirectUrl: z.string() })

const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google/redirect_url',
    {
      schema: {
        querystring: RedirectQuery,
        response: { 200: RedirectSchema, 400: ErrorBody, 502: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const google = app.googleSignIn
      if (!google) throw new HttpError(503, GOOGLE_NOT_CONFIGURED)
      reply.header('cache-control', 'no-store')
      try {
        return { redirectUrl: await google.start(reply, request.query.next ?? null) }
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
