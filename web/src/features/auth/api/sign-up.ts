import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

/** The sign-up form as sent: confirmPassword stays in the browser. */
export type SignUpBody = { name: string; email: string; mobile: string; password: string }

/**
 * POST /api/auth/signup: creates the account and signs this browser in.
 * @throws ApiError 400 with per-field `details`, 409 when the address already has an account.
 */
export const signUp = (body: SignUpBody) =>
  apiFetch<{ ok: true; user: Me }>('/api/auth/signup', { method: 'POST', body })
