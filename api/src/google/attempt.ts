/**
 * One "Continue with Google" attempt, between the redirect and the code exchange: its secrets (state, PKCE
 * verifier, nonce) and its purpose travel in a signed, httpOnly cookie that lives ten minutes, is sent only to
 * POST /api/sessions, and is cleared by the first exchange that reads it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { OidcAttempt } from './provider.ts'

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

export function attemptCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:')
  const name = secure ? '__Secure-kitly_google' : 'kitly_google'
  const options = { path: ATTEMPT_PATH, httpOnly: true, sameSite: 'lax' as const, secure }

  return {
    /** Remembers `attempt` in the browser. */
    remember(reply: FastifyReply, attempt: GoogleAttempt): void {
      // The expiry is inside the signed value too: Max-Age alone is only a request to the browser.
      const stored = { ...attempt, expiresAt: Date.now() + ATTEMPT_TTL_SECONDS * 1000 }
      reply.setCookie(name, Buffer.from(JSON.stringify(stored)).toString('base64url'), {
        ...options,
        maxAge: ATTEMPT_TTL_SECONDS,
        signed: true,
      })
    },

    /** The browser's pending attempt (then forgotten), or null when it has none, or a forged or stale one. */
    take(request: FastifyRequest, reply: FastifyReply): GoogleAttempt | null {
      const raw = request.cookies[name]
      if (raw === undefined) return null
      reply.clearCookie(name, options)
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
  }
}
