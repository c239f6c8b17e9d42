/** Shapes of `POST /api/tools/{slug}/reports`: a visitor's report of a problem with a tool listing. */
import { z } from 'zod'
import { formatCount } from '../../lib/count-text.ts'
import { REPORT_NOTE_MAX, REPORT_NOTE_REQUIRED, REPORT_REASONS } from '../../lib/field-rules.ts'

export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const

export const CreateToolReportBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'Please choose what is wrong with this listing.' }),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(REPORT_NOTE_MAX, `Please keep the note to ${formatCount(REPORT_NOTE_MAX)} characters or fewer.`)
      .optional(),
  })
  // "Other" says nothing by itself (the table refuses it too).
  .refine((report) => report.reason !== 'other' || Boolean(report.note), {
    path: ['note'],
    message: REPORT_NOTE_REQUIRED,
  })
export type CreateToolReportBody = z.infer<typeof CreateToolReportBody>

export const ToolReportCreatedSchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  created_at: z.string(),
})
