import type { GoogleIntent } from '@/components/auth/google-redirect'
import { ApiError, apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

export const NO_CODE = 'Cannot exchange code for session token: no code provided in the URL search params.'

export type GoogleCallback = { user: Me; next: string | null; intent: GoogleIntent }

/**
 * POST /api/sessions: trades the code Google put in /auth/callback's query for a session (or, for a link or
 * a re-authentication, completes it in the current session).
 * @throws Error NO_CODE without a code; Error 'Failed to exchange code for session token: …' when refused.
 */
export async function exchangeCode(search: URLSearchParams): Promise<GoogleCallback> {
  const code = search.get('code')
  if (!code) throw new Error(NO_CODE)
  try {
    return await apiFetch<GoogleCallback & { ok: true }>('/api/sessions', {
      method: 'POST',
      body: { code, state: search.get('state') ?? undefined },
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new Error(`Failed to exchange code for session token: API responded with HTTP status ${error.status}`, {
      cause: error,
    })
  }
}
