import { ApiError, apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

/**
 * GET /api/oauth/google/redirect_url: where "Continue with Google" sends the browser; `next` is the page
 * /auth/callback opens after sign-in (a path on this site).
 * @throws ApiError 503 with the server's explanation when Google sign-in is not configured.
 */
export async function getGoogleRedirectUrl(next?: string): Promise<string> {
  const query = next ? `?${new URLSearchParams({ next })}` : ''
  const { redirectUrl } = await apiFetch<{ redirectUrl: string }>(`/api/oauth/google/redirect_url${query}`)
  return redirectUrl
}

export const NO_CODE = 'Cannot exchange code for session token: no code provided in the URL search params.'

/**
 * POST /api/sessions: trades the code Google put in /auth/callback's query for a session.
 * @throws Error NO_CODE without a code; Error 'Failed to exchange code for session token: …' when refused.
 */
export async function exchangeCode(search: URLSearchParams): Promise<{ user: Me; next: string | null }> {
  const code = search.get('code')
  if (!code) throw new Error(NO_CODE)
  try {
    return await apiFetch<{ ok: true; user: Me; next: string | null }>('/api/sessions', {
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
