import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/auth/verify-email: marks the address the link was mailed to as verified (no sign-in needed).
 * @throws ApiError 400 for an unknown or expired link.
 */
export const verifyEmail = (token: string) =>
  apiFetch<{ ok: true }>('/api/auth/verify-email', { method: 'POST', body: { token } })

/**
 * POST /api/auth/verify-email/resend: mails the signed-in user a fresh link (`email_verified` true means
 * there was nothing to send: the address was verified meanwhile).
 * @throws ApiError 429 with the wait in its message when asked too often.
 */
export const resendVerificationEmail = () =>
  apiFetch<{ ok: true; email_verified: boolean }>('/api/auth/verify-email/resend', { method: 'POST' })

/**
 * POST /api/auth/email-change/confirm: moves the account to the new address the link was mailed to (no
 * sign-in needed) and ends its other sessions.
 * @throws ApiError 400 for an unknown, used or expired link; 409 when another account took the address.
 */
export const confirmEmailChange = (token: string) =>
  apiFetch<{ ok: true; email: string }>('/api/auth/email-change/confirm', { method: 'POST', body: { token } })
