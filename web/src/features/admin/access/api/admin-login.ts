import { apiFetch } from '@/lib/api-client'

export type AdminLoginBody = { email: string; password: string }
export type AdminSession = { id: number; name: string | null; email: string; role: 'admin' }

/**
 * POST /api/admin/login: signs an administrator in (a session cookie, as for any user).
 * @throws ApiError 401 'Invalid admin credentials' for a wrong password, a non-admin or a deactivated admin.
 */
export const adminLogin = (body: AdminLoginBody) =>
  apiFetch<{ success: true; admin: AdminSession }>('/api/admin/login', { method: 'POST', body })

/** The `{ success, admin, error }` answer of the admin entry points. */
export type AdminAccessAnswer = { success: boolean; admin: AdminSession | null; error: string | null }

/**
 * POST /api/admin/direct-access: confirms that this browser's session belongs to an active admin. A 2xx
 * answer may still say `success: false`, which the caller must check.
 * @throws ApiError 401 when signed out, 403 for anyone but an active admin.
 */
export const directAccess = () => apiFetch<AdminAccessAnswer>('/api/admin/direct-access', { method: 'POST' })
