import { useMemo } from 'react'
import useSWR, { mutate as globalMutate, type ScopedMutator, useSWRConfig } from 'swr'
import { ApiError, apiFetch } from '@/lib/api-client'
import type { Me, SessionState } from '@/lib/api-types'
import { loadedByRoute } from '@/lib/load-into-cache'

// Who is signed in, shared by the header, the account pages and every write that needs an
// account. One SWR key, so concurrent readers share one request. GET /api/users/session answers a visitor
// with `{ user: null }` (a 200): a 401 on every page load would put an error in every visitor's console.

export const sessionKey = '/api/users/session'

/** Everything under /api/users/ belongs to one account and must not outlive it. */
const isAccountKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/users/') && key !== sessionKey

/** @throws Error 'Failed to fetch user: API responded with HTTP status {status}' for a non-2xx answer. */
export async function getSession(): Promise<SessionState> {
  try {
    return await apiFetch<SessionState>(sessionKey)
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(`Failed to fetch user: API responded with HTTP status ${error.status}`)
    throw error
  }
}

/** `pending` until the first answer settles, success or failure; `user` is null until one succeeds. */
export function useCurrentUser(): { user: Me | null; pending: boolean } {
  // Read once a visit, by the frame's loader; signing in and out write it.
  const { data, isLoading } = useSWR(sessionKey, getSession, loadedByRoute)
  return { user: data?.user ?? null, pending: isLoading }
}

/** After a sign-in: the new user at once, and the previous account's data dropped and re-read. */
async function applySignIn(mutate: ScopedMutator, user: Me) {
  await mutate(sessionKey, { user }, { revalidate: false })
  await mutate(isAccountKey, undefined)
}

/** Clears the user at once, before the server answers; a failed sign-out is only logged. */
async function applySignOut(mutate: ScopedMutator) {
  await mutate(sessionKey, { user: null }, { revalidate: false })
  await mutate(isAccountKey, undefined, { revalidate: false })
  try {
    await apiFetch('/api/logout')
  } catch (error) {
    console.error('Sign-out failed', error)
  }
}

/** Sign-in and sign-out on the SWR cache of the calling component (the app's, or a test's own). */
export function useAuthActions() {
  const { mutate } = useSWRConfig()
  return useMemo(
    () => ({
      setSignedInUser: (user: Me) => applySignIn(mutate, user),
      signOut: () => applySignOut(mutate),
    }),
    [mutate],
  )
}

/** `useAuthActions().setSignedInUser` for code outside components, on the app's default cache. */
export const setSignedInUser = (user: Me) => applySignIn(globalMutate, user)
