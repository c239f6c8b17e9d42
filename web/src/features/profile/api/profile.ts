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
}

/** The header shows the name, email and avatar: it re-reads the session after any change here. */
async function refreshAccount(profile?: Profile) {
  await Promise.all([mutate(profileKey, profile), mutate(sessionKey)])
}

/**
 * PUT /api/users/profile; empty optional fields are cleared.
 * @throws ApiError 400 with per-field `details`, 409 when the new email belongs to another account.
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
 * PUT /api/users/password; the user's other sessions end.
 * @throws ApiError 400 with `details` for current_password ('Current password is incorrect') or new_password.
 */
export const changePassword = (body: { current_password: string; new_password: string }) =>
  apiFetch<{ ok: true }>('/api/users/password', { method: 'PUT', body })
