/** Shapes of /api/admin/submissions: the review queue of makers' submissions and the admins' decisions. */
import { z } from 'zod'
import { PRICING_MODELS, TOOL_STATUSES } from '../../../content/tool-fields.ts'
import { formatCount } from '../../../lib/count-text.ts'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { SUBMISSION_MESSAGE_MAX, SUBMISSION_REJECT_REASONS, SUBMISSION_STATES } from '../../../lib/field-rules.ts'
import { listOf } from '../../../lib/http-errors.ts'
import { limitParam, offsetParam, searchParam } from '../../../lib/query-params.ts'
import { SubmissionSchema } from '../../submissions/schemas.ts'

/** The queue's filter: one state, or `waiting` for both states that wait for a decision (QUEUED_STATES). */
const QUEUE_FILTERS = [...SUBMISSION_STATES, 'waiting'] as const

export const ListAdminSubmissionsQuery = z.object({
  /** Without it, every submission out of draft (drafts are their makers' own business). */
  state: z.enum(QUEUE_FILTERS, `state must be one of ${QUEUE_FILTERS.join(', ')}`).optional(),
  /** Words of the tool's name or site. */
  q: searchParam,
  limit: limitParam(20, 100),
  offset: offsetParam,
})
export type ListAdminSubmissionsQuery = z.infer<typeof ListAdminSubmissionsQuery>

export const AdminSubmissionSchema = SubmissionSchema.extend({
  owner_id: z.number(),
  owner_email: z.string(),
  owner_name: z.string().nullable(),
  decided_by: z.number().nullable(),
  tool_id: z.number().nullable(),
  /** An edit request: the listed tool whose facts it would change, and the page the maker cites. */
  edit_of: z.number().nullable(),
  edit_of_slug: z.string().nullable(),
  source_url: z.string().nullable(),
})

export const AdminSubmissionListSchema = z.object({ total: z.number(), submissions: listOf(AdminSubmissionSchema) })

export const PossibleDuplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  website_url: z.string(),
  status: z.enum(TOOL_STATUSES),
})

/** An edited tool's facts as they are now, beside the proposed ones of its edit request. */
export const EditedToolSchema = z.object({
  name: z.string(),
  slug: z.string(),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  free_credit_info: z.string().nullable(),
})

export const AdminSubmissionDetailSchema = AdminSubmissionSchema.extend({
  /** Its tasks by name, in the maker's order (a task dropped since is left out). */
  task_names: z.array(z.string()),
  /** For an edit request: the tool as it is now (null for a new tool). */
  current_tool: EditedToolSchema.nullable(),
  possible_duplicates: z.object({
    /** Tools on the same registrable domain, hidden ones included (none for an edit request). */
    by_domain: listOf(PossibleDuplicateSchema),
    /** Tools whose name is close to the submitted one. */
    by_name: listOf(PossibleDuplicateSchema),
  }),
})

const messageText = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(SUBMISSION_MESSAGE_MAX, `${label} must be at most ${formatCount(SUBMISSION_MESSAGE_MAX)} characters`)

export const RequestChangesBody = z.object({
  message: messageText('Message').min(1, 'Please tell the maker what to change'),
})

const rejectReason = z.enum(SUBMISSION_REJECT_REASONS, {
  error: `Reason must be one of ${SUBMISSION_REJECT_REASONS.join(', ')}`,
})

export const RejectSubmissionBody = z.object({ reason: rejectReason, text: messageText('Text').optional() })
export type RejectSubmissionBody = z.infer<typeof RejectSubmissionBody>

export const BulkRejectBody = RejectSubmissionBody.extend({
  ids: z
    .array(z.number('Each id must be a number').int().positive().max(MAX_DATABASE_ID), 'ids must be a list of ids')
    .min(1, 'Choose at least one submission')
    .max(100, 'Reject at most 100 submissions at once'),
})

export const BulkRejectResultSchema = z.object({ ok: z.literal(true), rejected: z.number(), message: z.string() })
