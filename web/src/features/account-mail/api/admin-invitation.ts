import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

/**
 * POST /api/auth/admin-invitation: the address an invitation link is for.
 * @throws ApiError 400 for a revoked, spent, expired or unknown link.
 */
export const getAdminInvitation = (token: string) =>
  apiFetch<{ email: string }>('/api/auth/admin-invitation', { method: 'POST', body: { token } })

/**
 * POST /api/auth/admin-invitation/accept: makes the address's owner an admin. Without `password` only when
 * signed in as that verified address; with it, it becomes the account's password and this browser is
 * signed in (every other session of the account ends).
 * @throws ApiError 400 for a bad password (details per field) or a bad link, 403 for a deactivated account.
 */
export const acceptAdminInvitation = (body: { token: string; password?: string }) =>
  apiFetch<{ ok: true; user: Me }>('/api/auth/admin-invitation/accept', { method: 'POST', body })
