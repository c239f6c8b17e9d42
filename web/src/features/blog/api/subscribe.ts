import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/newsletter: mails the address a link that confirms the subscription (a repeat answers the
 * same); `message` tells the visitor to check their inbox.
 * @throws ApiError 400 with the server's message for an invalid address.
 */
export const subscribe = (email: string) =>
  apiFetch<{ ok: true; message: string }>('/api/newsletter', { method: 'POST', body: { email, source: 'blog' } })
