import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

export type SignInBody = { email: string; password: string }

/**
 * POST /api/auth/login: signs this browser in with email and password.
 * @throws ApiError 401 'Invalid email or password', 403 for a deactivated account, 429 when rate-limited.
 */
export const signIn = (body: SignInBody) =>
  apiFetch<{ ok: true; user: Me }>('/api/auth/login', { method: 'POST', body })
