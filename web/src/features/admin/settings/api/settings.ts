import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import type { SiteSettings } from '@/lib/api-types'
import type { AdminUserSchema } from '../../../../../../api/src/routes/admin/admin-users/schemas.ts'

export type AdminUser = z.infer<typeof AdminUserSchema>
export type { SiteSettings }

export const settingsKey = '/api/admin/settings'
export const adminUsersKey = '/api/admin/users'

/** GET /api/admin/settings: the three tracking ids, null when unset. */
export const useTrackingSettings = () => useSWR(settingsKey, () => apiFetch<SiteSettings>(settingsKey))

/** PUT /api/admin/settings; blank clears an id. @throws ApiError 400 naming the field whose form is wrong */
export const saveTrackingSettings = (body: Record<keyof SiteSettings, string>) =>
  apiFetch<SiteSettings>(settingsKey, { method: 'PUT', body })

/** GET /api/admin/users: the administrators. */
export const useAdminUsers = () => useSWR(adminUsersKey, () => apiFetch<AdminUser[]>(adminUsersKey))

/**
 * POST /api/admin/users: makes the account with this email an admin, or invites the address.
 * @throws ApiError 400 for a bad address, 409 when it is an admin already
 */
export const addAdminUser = (email: string) => apiFetch<AdminUser>(adminUsersKey, { method: 'POST', body: { email } })

/** PUT /api/admin/users/{id}. @throws ApiError 400 for oneself or the last active admin, 404 */
export const setAdminActive = (id: number, is_active: boolean) =>
  apiFetch<AdminUser>(`${adminUsersKey}/${id}`, { method: 'PUT', body: { is_active } })
