import useSWR, { mutate } from 'swr'
import { sessionKey } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Profile } from '@/lib/api-types'

export const profileKey = '/api/users/profile'

/** GET /api/users/profile: user, profile and kitly_user (member since). */
export const useProfile = () => useSWR(profileKey, () => apiFetch<Profile>(profileKey))

export type ProfileChanges = {
  name: string
  email: string
  mobile_number: string
  bio: string
  date_of_birth: string
  location: string
  /** Sent only with a new email address, from an account that has a password. */
  current_password?: string
}

/** The header shows the name, email and avatar: it re-reads the session after any change here. */
async function refreshAccount(profile?: Profile) {
  await Promise.all([mutate(profileKey, profile), mutate(sessionKey)])
}

/**
 * PUT /api/users/profile; empty optional fields are cleared. A new email address is only pending
 * (`kitly_user.pending_email`) until the link mailed to it is followed.
 * @throws ApiError 400 with per-field `details` (current_password included), 403 when an account without a
 * password has not just confirmed itself with Google, 429 after too many email changes.
 */
export async function updateProfile(changes: ProfileChanges) {
  const profile = await apiFetch<Profile>(profileKey, { method: 'PUT', body: changes })
  await refreshAccount(profile)
  return profile
}

/**
 * POST /api/users/upload-avatar (multipart field `avatar`).
 * @throws ApiError 400 'Please select an image file', 413 'File size must be less than 5MB'.
 */
export async function uploadAvatar(file: File) {
  const body = new FormData()
  body.append('avatar', file)
  const answer = await apiFetch<{ ok: true; avatar_url: string }>('/api/users/upload-avatar', { method: 'POST', body })
  await refreshAccount()
  return answer
}

/**
 * DELETE /api/users/google: Google no longer signs in to this account.
 * @throws ApiError 400 when the account has no password (it could not sign in any more).
 */
export async function unlinkGoogle() {
  const profile = await apiFetch<Profile>('/api/users/google', { method: 'DELETE' })
  await refreshAccount(profile)
  return profile
}

/**
 * PUT /api/users/password; the user's other sessions end. An account without a password sets its first one
 * after confirming itself with Google (else ApiError 403).
 * @throws ApiError 400 with `details` for current_password ('Current password is incorrect') or new_password.
 */
export async function changePassword(body: { current_password: string; new_password: string }) {
  await apiFetch<{ ok: true }>('/api/users/password', { method: 'PUT', body })
  // A first password changes what the Security tab offers (unlinking Google); re-read, keeping the page.
  await mutate(profileKey)
}
