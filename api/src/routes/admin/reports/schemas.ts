/** Shapes of /api/admin/reports: the queue of visitors' tool reports, grouped by tool, and the admins' decisions. */
import { z } from 'zod'
import { TOOL_STATUSES } from '../../../content/tool-fields.ts'
import { REPORT_REASONS } from '../../../lib/field-rules.ts'
import { listOf } from '../../../lib/http-errors.ts'
import { limitParam, offsetParam } from '../../../lib/query-params.ts'
import { REPORT_STATES } from '../../tool-reports/schemas.ts'
import { ToolIdParams } from '../fields.ts'

/** What an admin may decide about an open report. */
export const REPORT_DECISIONS = ['resolved', 'dismissed'] as const
export type ReportDecision = (typeof REPORT_DECISIONS)[number]

export const ListReportsQuery = z.object({
  state: z.enum(REPORT_STATES, `state must be one of ${REPORT_STATES.join(', ')}`).default('open'),
  limit: limitParam(20, 50),
  offset: offsetParam,
})
export type ListReportsQuery = z.infer<typeof ListReportsQuery>

export const ReportEntrySchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  created_at: z.string(),
})

/** Every reason with its count (zod's record over an enum requires each key). */
export const ReasonCountsSchema = z.record(z.enum(REPORT_REASONS), z.number())

/** One tool's reports in the chosen state: how many, by reason, and the latest few. */
export const ReportGroupSchema = z.object({
  tool_id: z.number(),
  tool_name: z.string(),
  tool_slug: z.string(),
  tool_status: z.enum(TOOL_STATUSES),
  report_count: z.number(),
  latest_at: z.string(),
  reasons: ReasonCountsSchema,
  latest: listOf(ReportEntrySchema),
})

export const ReportQueueSchema = z.object({
  /** Tools with reports in this state, across every page. */
  total: z.number(),
  groups: listOf(ReportGroupSchema),
})

export const ToolReportSchema = ReportEntrySchema.extend({
  tool_id: z.number(),
  state: z.enum(REPORT_STATES),
  resolved_at: z.string().nullable(),
  resolved_by: z.number().nullable(),
})

export const ReportDecisionBody = z.object({
  state: z.enum(REPORT_DECISIONS, `state must be one of ${REPORT_DECISIONS.join(', ')}`),
})

export const ReportedToolParams = ToolIdParams

export const ToolDecisionSchema = z.object({
  ok: z.literal(true),
  tool_id: z.number(),
  /** How many open reports the decision closed. */
  closed: z.number(),
  message: z.string(),
})
