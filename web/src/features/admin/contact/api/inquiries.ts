import useSWR from 'swr'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'
import type { QueryType } from '@/lib/query-types'

/** admin.md §9: the inquiry statuses. */
export const INQUIRY_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]['value']

/** api/src/routes/admin/contact-inquiries/schemas.ts InquirySchema (its query types live in a route plugin). */
export type Inquiry = {
  id: number
  email: string
  mobile: string | null
  query_type: QueryType
  message: string
  status: InquiryStatus
  admin_notes: string | null
  user_id: number | null
  created_at: string
  updated_at: string
}

export const inquiriesKey = '/api/admin/contact-inquiries'

/** GET /api/admin/contact-inquiries: every inquiry, newest first. */
export const useInquiries = () => useSWR(inquiriesKey, () => apiFetch<Inquiry[]>(inquiriesKey))

/** PUT /api/admin/contact-inquiries/{id}: the status with the notes. @throws ApiError 400, 404 */
export const updateInquiry = (id: number, body: { status: InquiryStatus; admin_notes: string }) =>
  apiFetch<Inquiry>(`${inquiriesKey}/${id}`, { method: 'PUT', body })

/** GET /api/admin/contact-inquiries/export: every inquiry as CSV. */
export const exportInquiries = () => apiFetchBlob(`${inquiriesKey}/export`)
