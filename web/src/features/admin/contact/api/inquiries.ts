import type { InquiryListSchema, InquirySchema } from '@kitly/api/schemas'
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

export const inquiriesKey = '/api/admin/contact-inquiries'

/** PUT /api/admin/contact-inquiries/{id}: the status with the notes. @throws ApiError 400, 404 */
export const updateInquiry = (id: number, body: { status: InquiryStatus; admin_notes: string }) =>
  apiFetch<Inquiry>(`${inquiriesKey}/${id}`, { method: 'PUT', body })

/** GET /api/admin/contact-inquiries/export: every inquiry as CSV. */
export const exportInquiries = () => apiFetchBlob(`${inquiriesKey}/export`)
