import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

/**
 * POST /api/auth/password-reset: mails a reset link if the address has an account. The answer is the same
 * either way; `message` says so.
 * @throws ApiError 400 for a malformed address, 429 when asked too often.
 */
export const requestPasswordReset = (email: string) =>
  apiFetch<{ ok: true; message: string }>('/api/auth/password-reset', { method: 'POST', body: { email } })

/**
 * POST /api/auth/password-reset/confirm: sets the new password and signs this browser in (every other
 * session of the account ends).
 * @throws ApiError 400 for a bad password (details per field) or a spent, expired or unknown link.
 */
export const confirmPasswordReset = (body: { token: string; password: string }) =>
  apiFetch<{ ok: true; user: Me }>('/api/auth/password-reset/confirm', { method: 'POST', body })
