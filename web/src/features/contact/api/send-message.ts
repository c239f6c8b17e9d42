import { apiFetch } from '@/lib/api-client'

export type ContactMessage = { email: string; mobile: string; query_type: string; message: string }

/**
 * POST /api/contact: stores the message for the admins' inbox.
 * @throws ApiError 400 'Please fill in all required fields.' or the invalid field's message.
 */
export const sendMessage = (message: ContactMessage) =>
  apiFetch<{ ok: true; id: number }>('/api/contact', { method: 'POST', body: message })
