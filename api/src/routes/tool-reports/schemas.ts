/** Shapes of `POST /api/tools/{slug}/reports`: a visitor's report of a problem with a tool listing. */
import { z } from 'zod'

export const REPORT_REASONS = ['dead_link', 'wrong_pricing', 'duplicate', 'misleading', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const
export const NOTE_MAX_LENGTH = 1000

export const NOTE_REQUIRED = 'Please tell us what is wrong with this listing.'

export const CreateToolReportBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'Please choose what is wrong with this listing.' }),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(NOTE_MAX_LENGTH, `Please keep the note to ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`)
      .optional(),
  })
  // "Other" says nothing by itself (the table refuses it too).
  .refine((report) => report.reason !== 'other' || Boolean(report.note), { path: ['note'], message: NOTE_REQUIRED })
export type CreateToolReportBody = z.infer<typeof CreateToolReportBody>

export const ToolReportCreatedSchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  created_at: z.string(),
})
