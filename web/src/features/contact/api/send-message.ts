import { apiFetch } from '@/lib/api-client'

export const queryTypes = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'tool_submission', label: 'Tool Submission' },
  { value: 'bug_report', label: 'Bug Report' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Support' },
] as const

export type ContactMessage = { email: string; mobile: string; query_type: string; message: string }

/**
 * POST /api/contact: stores the message for the admins' inbox.
 * @throws ApiError 400 'Please fill in all required fields.' or the invalid field's message.
 */
export const sendMessage = (message: ContactMessage) =>
  apiFetch<{ ok: true; id: number }>('/api/contact', { method: 'POST', body: message })
