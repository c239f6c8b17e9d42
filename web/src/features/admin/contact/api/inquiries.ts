import type { InquiryDetailSchema, InquiryListSchema, InquirySchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'

/** The inquiry statuses. */
export const INQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]['value']

export type Inquiry = z.infer<typeof InquirySchema>
export type InquiryPage = z.infer<typeof InquiryListSchema>
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>

export const inquiriesKey = '/api/admin/contact-inquiries'

export const inquiryKey = (id: number) => `${inquiriesKey}/${id}`

/** GET /api/admin/contact-inquiries/{id}: the inquiry with its replies, oldest first. */
export const useInquiry = (id: number) => useSWR(inquiryKey(id), (key: string) => apiFetch<InquiryDetail>(key))

/**
 * POST /api/admin/contact-inquiries/{id}/reply: mails `body` to the sender, with their message quoted, and
 * marks the inquiry resolved. @throws ApiError 400 (empty or too long), 404
 */
export const replyToInquiry = (id: number, body: string) =>
  apiFetch<InquiryDetail>(`${inquiryKey(id)}/reply`, { method: 'POST', body: { body } })

/** PUT /api/admin/contact-inquiries/{id}: the status with the notes. @throws ApiError 400, 404 */
export const updateInquiry = (id: number, body: { status: InquiryStatus; admin_notes: string }) =>
  apiFetch<Inquiry>(`${inquiriesKey}/${id}`, { method: 'PUT', body })

/** GET /api/admin/contact-inquiries/export: every inquiry as CSV. */
export const exportInquiries = () => apiFetchBlob(`${inquiriesKey}/export`)
