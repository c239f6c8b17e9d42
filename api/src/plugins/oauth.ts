/**
 * "Continue with Google" (`app.googleSignIn`, null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are unset).
 * The attempt's state, PKCE verifier and nonce travel in a signed, httpOnly cookie that lives ten minutes,
 * is sent only to POST /api/sessions, and is cleared by the first exchange that reads it. An attempt that
 * links Google to an account, or re-authenticates its user, also names the session that started it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import {
  createOidcClient,
  newOidcAttempt,
  type OidcAttempt,
  type OidcClient,
  type OidcIdentity,
} from '../lib/google-oidc.ts'

export type OauthPluginOptions = {
  publicUrl: string
  google: { clientId: string; clientSecret: string; issuer: string } | null
}

/** Sign in (or up); link Google to the signed-in account; prove the signed-in user again, for a sensitive change. */
export const GoogleIntent = z.enum(['sign_in', 'link', 'reauth'])
export type GoogleIntent = z.infer<typeof GoogleIntent>

/** What an attempt is for, fixed when it starts. */
export type GooglePurpose = {
  /** Where the SPA goes afterwards (a path on this site), if the attempt asked for one. */
  next: string | null
  intent: GoogleIntent
  /** The session (its token hash, base64url) that started a link or re-authentication; null for sign-in. */
  session: string | null
}

export type GoogleAttempt = OidcAttempt & GooglePurpose

export type GoogleSignIn = {
  /** Remembers a new attempt in the browser and answers the provider URL to send it to. */
  start(reply: FastifyReply, purpose: GooglePurpose): Promise<string>
  /** The browser's pending attempt (then forgotten), or null when it has none, or a forged or stale one. */
  takeAttempt(request: FastifyRequest, reply: FastifyReply): GoogleAttempt | null
  exchange(code: string, attempt: GoogleAttempt): Promise<OidcIdentity>
}

declare module 'fastify' {
  interface FastifyInstance {
    googleSignIn: GoogleSignIn | null
  }
}

export const GOOGLE_CALLBACK_PATH = '/auth/callback'
const ATTEMPT_PATH = '/api/sessions'
const ATTEMPT_TTL_SECONDS = 10 * 60

const StoredAttempt = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  next: z.string().nullable(),
  intent: GoogleIntent,
  session: z.string().nullable(),
  expiresAt: z.number(),
})

export default fp(
  async (app: FastifyInstance, { publicUrl, google }: OauthPluginOptions) => {
    if (!google) {
      app.decorate('googleSignIn', null)
      return
    }
    const secure = publicUrl.startsWith('https:')
    const cookieName = secure ? '__Secure-kitly_google' : 'kitly_google'
    const cookieOptions = { path: ATTEMPT_PATH, httpOnly: true, sameSite: 'lax' as const, secure }
    const client: OidcClient = createOidcClient({
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      redirectUri: `${publicUrl}${GOOGLE_CALLBACK_PATH}`,
    })

    app.decorate('googleSignIn', {
      async start(reply, purpose) {
        const attempt = newOidcAttempt()
        const url = await client.authorizationUrl(attempt)
        // The expiry is inside the signed value too: Max-Age alone is only a request to the browser.
        const stored = { ...attempt, ...purpose, expiresAt: Date.now() + ATTEMPT_TTL_SECONDS * 1000 }
        reply.setCookie(cookieName, Buffer.from(JSON.stringify(stored)).toString('base64url'), {
          ...cookieOptions,
          maxAge: ATTEMPT_TTL_SECONDS,
          signed: true,
        })
        return url
      },
      takeAttempt(request, reply) {
        const raw = request.cookies[cookieName]
        if (raw === undefined) return null
        reply.clearCookie(cookieName, cookieOptions)
        const unsigned = request.unsignCookie(raw)
        if (!unsigned.valid || unsigned.value === null) return null
        let decoded: unknown
        try {
          decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'))
        } catch {
          return null
        }
        const parsed = StoredAttempt.safeParse(decoded)
        if (!parsed.success || parsed.data.expiresAt < Date.now()) return null
        const { expiresAt: _expiresAt, ...attempt } = parsed.data
        return attempt
      },
      exchange: (code, attempt) => client.exchangeCode(code, attempt),
    } satisfies GoogleSignIn)
  },
  { name: 'oauth', dependencies: ['cookie'] },
)
