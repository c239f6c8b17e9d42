import type { RegisteredUserListSchema, RegisteredUserSchema } from '@kitly/api/schemas'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'

export const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin', moderator: 'Moderator' }

export type RegisteredUser = z.infer<typeof RegisteredUserSchema>
export type Role = RegisteredUser['user_role']
export type RegisteredUserPage = z.infer<typeof RegisteredUserListSchema>

export const registeredUsersKey = '/api/admin/registered-users'

/**
 * PUT /api/admin/registered-users/{id}: activates or deactivates an account (deactivation signs it out).
 * @throws ApiError 400 for one's own account or the last active admin, 404
 */
export const setUserActive = (id: number, is_active: boolean) =>
  apiFetch<RegisteredUser>(`${registeredUsersKey}/${id}`, { method: 'PUT', body: { is_active } })

/**
 * PUT /api/admin/registered-users/{id}/role: makes the account a user, moderator or admin (it is signed out).
 * @throws ApiError 400 for one's own role, the last active admin or an unverified account made staff, 404
 */
export const setUserRole = (id: number, role: Role) =>
  apiFetch<RegisteredUser>(`${registeredUsersKey}/${id}/role`, { method: 'PUT', body: { role } })

/** GET /api/admin/registered-users/export: every account as CSV. */
export const exportRegisteredUsers = () => apiFetchBlob(`${registeredUsersKey}/export`)
