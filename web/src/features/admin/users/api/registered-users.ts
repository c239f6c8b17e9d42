import useSWR from 'swr'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'

export type Role = 'user' | 'admin' | 'moderator'
export const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin', moderator: 'Moderator' }

/** api/src/routes/admin/registered-users/index.ts RegisteredUserSchema (defined in the route plugin). */
export type RegisteredUser = {
  id: number
  name: string | null
  email: string
  company_name: string | null
  avatar_url: string | null
  user_role: Role
  is_active: boolean
  last_login_at: string | null
  created_at: string
  bio: string | null
  profile: { mobile_number: string | null; date_of_birth: string | null; location: string | null }
}

export const registeredUsersKey = '/api/admin/registered-users'

/** GET /api/admin/registered-users: every account with its profile, newest first. */
export const useRegisteredUsers = () => useSWR(registeredUsersKey, () => apiFetch<RegisteredUser[]>(registeredUsersKey))

/**
 * PUT /api/admin/registered-users/{id}: activates or deactivates an account (deactivation signs it out).
 * @throws ApiError 400 for one's own account or the last active admin, 404
 */
export const setUserActive = (id: number, is_active: boolean) =>
  apiFetch<RegisteredUser>(`${registeredUsersKey}/${id}`, { method: 'PUT', body: { is_active } })

/** GET /api/admin/registered-users/export: every account as CSV. */
export const exportRegisteredUsers = () => apiFetchBlob(`${registeredUsersKey}/export`)
