import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/newsletter/confirm: the double opt-in link.
 * @throws ApiError 400 for an unknown, expired or unsubscribed link.
 */
export const confirmNewsletter = (token: string) =>
  apiFetch<{ ok: true }>('/api/newsletter/confirm', { method: 'POST', body: { token } })

/**
 * POST /api/newsletter/unsubscribe: the link at the foot of every newsletter email.
 * @throws ApiError 400 for an unknown link.
 */
export const unsubscribeNewsletter = (token: string) =>
  apiFetch<{ ok: true }>('/api/newsletter/unsubscribe', { method: 'POST', body: { token } })
