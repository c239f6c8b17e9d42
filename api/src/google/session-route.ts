/**
 * `POST /api/sessions {code, state?}`: the SPA's /auth/callback hands over Google's code; we exchange it
 * (with this browser's PKCE verifier), find or create the account and sign the browser in.
 * `state`, when the SPA sends it, must match the attempt's; PKCE already ties the code to this browser,
 * which is what stops a forged callback from signing a victim into someone else's account.
 * An attempt started to link Google or to re-authenticate completes only in the session that started it,
 * which stays signed in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, HttpError } from '../lib/http-errors.ts'
import { ACCOUNT_DEACTIVATED } from '../routes/auth/index.ts'
import { currentUser } from '../routes/users/current-user.ts'
import { toMe } from '../routes/users/queries.ts'
import { MeSchema } from '../routes/users/schemas.ts'
import { findOrCreateGoogleUser, linkGoogleToAccount, reauthenticateWithGoogle } from './accounts.ts'
import { GoogleIntent } from './attempt.ts'
import { requireGoogleSignIn } from './plugin.ts'

export const NO_CODE = 'Cannot exchange code for session token: no code provided in the URL search params.'
export const ATTEMPT_EXPIRED =
  'This Google sign-in has expired or was started in another browser. Please try signing in again.'
export const OTHER_SESSION =
  'This Google confirmation was started in another session. Please start it again from your profile.'

const SessionBody = z
  .object({
    code: z.unknown().optional(),
    state: z.string().max(500).optional(),
  })
  .nullish()

const SessionSchema = z.object({
  ok: z.literal(true),
  user: MeSchema,
  next: z.string().nullable(),
  /** What the attempt did: signed in, linked Google to the account, or confirmed the user again. */
  intent: GoogleIntent,
})

const googleSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preHandler: app.accountLimits.signIn,
      schema: {
        body: SessionBody,
        response: {
          200: SessionSchema,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const code = request.body?.code
      if (typeof code !== 'string' || code.trim() === '' || code.length > 2000) {
        throw new HttpError(400, NO_CODE, [{ field: 'code', message: 'is required' }])
      }
      const google = requireGoogleSignIn(app)
      const attempt = google.takeAttempt(request, reply)
      if (!attempt || (request.body?.state !== undefined && request.body.state !== attempt.state)) {
        throw new HttpError(400, ATTEMPT_EXPIRED)
      }
      const session =
        attempt.intent === 'sign_in'
          ? null
          : { userId: currentUser(request).id, sessionHash: request.sessionTokenHash as Buffer }
      if (session && session.sessionHash.toString('base64url') !== attempt.session) {
        throw new HttpError(400, OTHER_SESSION)
      }
      const identity = await google.exchange(request, code, attempt)
      reply.header('cache-control', 'no-store')
      const answer = (user: Parameters<typeof toMe>[0]) => ({
        ok: true as const,
        user: toMe(user),
        next: attempt.next,
        intent: attempt.intent,
      })
      if (session && attempt.intent === 'link') {
        const user = await linkGoogleToAccount(app.db, app.uploads, session, identity)
        request.log.info({ userId: user.id }, 'Google account linked')
        return answer(user)
      }
      if (session) return answer(await reauthenticateWithGoogle(app.db, session, identity))
      const user = await findOrCreateGoogleUser(app.db, app.uploads, identity)
      if (!user.is_active) throw new HttpError(403, ACCOUNT_DEACTIVATED)
      await app.sessions.start(request, reply, user.id)
      return answer(user)
    },
  )
}

export default googleSessionRoutes
