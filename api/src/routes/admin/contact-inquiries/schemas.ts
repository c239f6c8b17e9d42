/** Shapes of /api/admin/contact-inquiries: the inbox, the details modal's status and notes, and its replies. */
import { z } from 'zod'
import { QUERY_TYPES } from '../../../lib/field-rules.ts'
import { adminListParams, sortParams } from '../../../lib/query-params.ts'
import { optionalText, requiredText } from '../fields.ts'

const INQUIRY_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const

export const InquirySchema = z.object({
  id: z.number(),
  email: z.string(),
  mobile: z.string().nullable(),
  query_type: z.enum(QUERY_TYPES),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  admin_notes: z.string().nullable(),
  user_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const InquiryListSchema = z.object({ inquiries: z.array(InquirySchema).readonly(), total: z.number() })

/** Columns the inbox sorts by (those shown); newest first unless asked. */
export const INQUIRY_SORTS = ['created_at', 'email', 'query_type', 'status'] as const

/** `q` searches the sender's email and mobile number and the message. */
export const ListInquiriesQuery = z.object({
  ...adminListParams,
  ...sortParams(INQUIRY_SORTS, 'created_at', 'desc'),
  status: z.enum(INQUIRY_STATUSES, `status must be one of ${INQUIRY_STATUSES.join(', ')}`).optional(),
  query_type: z.enum(QUERY_TYPES, `query_type must be one of ${QUERY_TYPES.join(', ')}`).optional(),
})

export const InquiryFields = z.object({
  status: z.enum(INQUIRY_STATUSES, `Status must be one of ${INQUIRY_STATUSES.join(', ')}`),
  admin_notes: optionalText('Notes', 10_000),
})

/** A reply staff mailed to the inquiry's sender; `sent_by` is null once that account is deleted. */
export const InquiryReplySchema = z.object({
  id: z.number(),
  body: z.string(),
  sent_by: z.object({ id: z.number(), name: z.string().nullable(), email: z.string() }).nullable(),
  created_at: z.string(),
})
export type InquiryReply = z.infer<typeof InquiryReplySchema>

/** One inquiry as the details modal shows it: with its replies, oldest first. */
export const InquiryDetailSchema = InquirySchema.extend({ replies: z.array(InquiryReplySchema).readonly() })

/** The longest reply, in characters once trimmed. */
export const MAX_REPLY_LENGTH = 5000

export const InquiryReplyFields = z.object({ body: requiredText('Reply', MAX_REPLY_LENGTH) })
