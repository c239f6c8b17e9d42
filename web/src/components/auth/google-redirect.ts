import { useState } from 'react'
import { apiFetch } from '@/lib/api-client'
import { submitErrorMessage } from '@/lib/form-errors'

/** Sign in (or up); link Google to the signed-in account; prove the signed-in user again before a sensitive change. */
export type GoogleIntent = 'sign_in' | 'link' | 'reauth'

/**
 * GET /api/oauth/google/redirect_url: where to send the browser for Google; it comes back to /auth/callback,
 * which then opens `next` (a path on this site). `link` and `reauth` complete only in the session that
 * started them.
 * @throws ApiError 503 with the server's explanation when Google sign-in is not configured.
 */
export async function getGoogleRedirectUrl(next?: string, intent: GoogleIntent = 'sign_in'): Promise<string> {
  const query = new URLSearchParams({ ...(next ? { next } : {}), ...(intent === 'sign_in' ? {} : { intent }) })
  const { redirectUrl } = await apiFetch<{ redirectUrl: string }>(
    `/api/oauth/google/redirect_url${query.size > 0 ? `?${query}` : ''}`,
  )
  return redirectUrl
}

/**
 * Leaves for Google (`leave(next, intent)`); `leaving` stays true until the page unloads. Reports why Google
 * could not start (e.g. not configured on this server) to `onError`.
 */
export function useGoogleRedirect(onError: (message: string) => void) {
  const [leaving, setLeaving] = useState(false)
  async function leave(next?: string, intent?: GoogleIntent) {
    setLeaving(true)
    try {
      window.location.assign(await getGoogleRedirectUrl(next, intent))
    } catch (error) {
      setLeaving(false)
      console.error(error)
      onError(
        submitErrorMessage(error, {
          fallback: 'Google sign-in is unavailable right now. Please try again later.',
          network: 'Network error. Please try again.',
        }),
      )
    }
  }
  return { leaving, leave }
}
