import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/auth/verify-email: marks the address the link was mailed to as verified (no sign-in needed).
 * @throws ApiError 400 for an unknown or expired link.
 */
export const verifyEmail = (token: string) =>
  apiFetch<{ ok: true }>('/api/auth/verify-email', { method: 'POST', body: { token } })
