/**
 * "Continue with Google" (`app.googleSignIn`, null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are unset):
 * starts attempts, takes them back at the callback, and trades codes for verified identities, answering the
 * provider's failures with the HTTP errors both routes share.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-errors.ts'
import { attemptCookie, type GoogleAttempt, type GooglePurpose } from './attempt.ts'
import { exchangeCode, type GoogleIdentity } from './id-token.ts'
import { createGoogleProvider, newOidcAttempt, OidcError } from './provider.ts'

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not available on this server: it has no Google client configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). Please sign in with email and password.'
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.'
export const CODE_REJECTED = 'Google sign-in failed: the sign-in code is invalid or has expired. Please try again.'

export type OauthPluginOptions = {
  publicUrl: string
  google: { clientId: string; clientSecret: string; issuer: string } | null
}

export type GoogleSignIn = {
  /**
   * Remembers a new attempt in the browser and answers the provider URL to send it to.
   * @throws HttpError 502 when the provider cannot be reached.
   */
  start(request: FastifyRequest, reply: FastifyReply, purpose: GooglePurpose): Promise<string>
  /** The browser's pending attempt (then forgotten), or null when it has none, or a forged or stale one. */
  takeAttempt(request: FastifyRequest, reply: FastifyReply): GoogleAttempt | null
  /** @throws HttpError 400 when the provider refuses the code or its ID token fails a check, 502 when unusable. */
  exchange(request: FastifyRequest, code: string, attempt: GoogleAttempt): Promise<GoogleIdentity>
}

declare module 'fastify' {
  interface FastifyInstance {
    googleSignIn: GoogleSignIn | null
  }
}

export const GOOGLE_CALLBACK_PATH = '/auth/callback'

/** @throws HttpError 503 when this server has no Google client configured. */
export function requireGoogleSignIn(app: FastifyInstance): GoogleSignIn {
  if (!app.googleSignIn) throw new HttpError(503, GOOGLE_NOT_CONFIGURED)
  return app.googleSignIn
}

export default fp(
  async (app: FastifyInstance, { publicUrl, google }: OauthPluginOptions) => {
    if (!google) {
      app.decorate('googleSignIn', null)
      return
    }
    const cookie = attemptCookie(publicUrl)
    const provider = createGoogleProvider({ ...google, redirectUri: `${publicUrl}${GOOGLE_CALLBACK_PATH}` })

    app.decorate('googleSignIn', {
      async start(request, reply, purpose) {
        const attempt = { ...newOidcAttempt(), ...purpose }
        let url: string
        try {
          url = await provider.authorizationUrl(attempt)
        } catch (error) {
          if (!(error instanceof OidcError)) throw error
          request.log.error({ err: error }, 'Google sign-in could not start')
          throw new HttpError(502, GOOGLE_UNAVAILABLE)
        }
        cookie.remember(reply, attempt)
        return url
      },
      takeAttempt: (request, reply) => cookie.take(request, reply),
      async exchange(request, code, attempt) {
        try {
          return await exchangeCode(provider, code, attempt)
        } catch (error) {
          if (!(error instanceof OidcError)) throw error
          request.log.warn({ err: error }, 'Google code exchange failed')
          throw error.kind === 'rejected' ? new HttpError(400, CODE_REJECTED) : new HttpError(502, GOOGLE_UNAVAILABLE)
        }
      },
    } satisfies GoogleSignIn)
  },
  { name: 'oauth', dependencies: ['cookie'] },
)
