import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/newsletter: subscribes an address (a repeat answers the same, spec README).
 * @throws ApiError 400 with the server's message for an invalid address.
 */
export const subscribe = (email: string) =>
  apiFetch<{ ok: true }>('/api/newsletter', { method: 'POST', body: { email, source: 'blog' } })
