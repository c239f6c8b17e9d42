/**
 * Shapes of /api/admin/tools. The tool form's fields are `ToolFieldsSchema` (content/tool-fields.ts), the
 * one schema the bulk import uses too, so a tool is valid the same way whichever way it arrives.
 */
import { ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'
import { PRICING_MODELS, TOOL_STATUSES } from '../../../content/tool-fields.ts'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { listOf } from '../../../lib/http-errors.ts'
import { cursorParams, refineKeyset } from '../../../lib/keyset-params.ts'
import {
  cacheBuster,
  idListParam,
  limitParam,
  offsetParam,
  searchParam,
  sortParams,
} from '../../../lib/query-params.ts'
import { ToolSchema } from '../../tools/schemas.ts'
import { flagField } from '../fields.ts'

/** A task the tool does; `reviewed` is false for a task an import suggested and no admin has confirmed yet. */
export const AdminToolTaskSchema = z.object({ slug: z.string(), name: z.string(), reviewed: z.boolean() })

/** Every column an admin can see, including hidden (inactive) tools' status, the click count and the tasks. */
export const AdminToolSchema = ToolSchema.extend({
  status: z.enum(TOOL_STATUSES),
  search_keywords: z.string(),
  click_count: z.number(),
  notability: z.number(),
  /** The date of the editorial listing the seed gave the tool, or null. */
  editorial_as_of: z.string().nullable(),
  tasks: z.array(AdminToolTaskSchema),
})

/**
 * A row of the admin tool table: what the table and the other forms' tool pickers show, not the whole tool (the form
 * reads that by id). A page of 50 is then a third of the bytes, and reads none of the tools' long texts.
 */
export const AdminToolRowSchema = ToolCard.omit({ tags: true }).extend({
  status: z.enum(TOOL_STATUSES),
  website_url: z.string(),
  created_at: z.string(),
  /** The first of the tool's features, and how many it has. */
  first_feature: z.string().nullable(),
  feature_count: z.number(),
  has_video: z.boolean(),
  has_free_credits: z.boolean(),
  /** Tasks an import suggested that no admin has confirmed yet. */
  tasks_to_review: z.number(),
})

/** The columns the admin table sorts by; each maps to its SQL in queries.ts. */
export const ADMIN_TOOL_SORTS = [
  'name',
  'category',
  'pricing',
  'status',
  'featured',
  'rating',
  'reviews',
  'created_at',
  'updated_at',
] as const
export type AdminToolSort = (typeof ADMIN_TOOL_SORTS)[number]

const toolId = z.number('Each id must be a number').int().positive().max(MAX_DATABASE_ID, 'An id is too large')
const categoryId = z.coerce
  .number('category_id must be a number')
  .int('category_id must be a whole number')
  .positive('category_id must be positive')
  .max(MAX_DATABASE_ID, 'category_id is too large')

export const ListAdminToolsQuery = refineKeyset(
  z.object({
    /** Words of the name (typos forgiven), slug or short description. */
    q: searchParam,
    status: z.enum(TOOL_STATUSES, `status must be one of ${TOOL_STATUSES.join(', ')}`).optional(),
    category_id: categoryId.optional(),
    featured: z
      .enum(['true', 'false'], "featured must be 'true' or 'false'")
      .transform((v) => v === 'true')
      .optional(),
    pricing_model: z.enum(PRICING_MODELS, `pricing_model must be one of ${PRICING_MODELS.join(', ')}`).optional(),
    /** `to_review`: only tools with a task an import suggested and no admin has confirmed yet. */
    tasks: z.enum(['to_review'], "tasks must be 'to_review'").optional(),
    /** Only these tools (a form's picker naming the tools chosen earlier). */
    ids: idListParam.optional(),
    ...sortParams(ADMIN_TOOL_SORTS, 'created_at', 'desc'),
    limit: limitParam(50, 100),
    offset: offsetParam,
    ...cursorParams('tool'),
    _t: cacheBuster,
  }),
)
export type ListAdminToolsQuery = z.infer<typeof ListAdminToolsQuery>

export const AdminToolListSchema = z.object({
  tools: listOf(AdminToolRowSchema),
  total: z.number(),
  /** True when there are more than `total` tools (the count stops at admin-list.ts's countCap). */
  total_capped: z.boolean(),
})

export const BULK_TOOL_ACTIONS = ['delete', 'set_status', 'set_featured', 'set_category'] as const

const bulkIds = z
  .array(toolId, 'ids must be a list of tool ids')
  .min(1, 'Choose at least one tool')
  .max(100, 'Change at most 100 tools at once')

/** One action on many tools; `value` is what the action sets (none for delete, null category = uncategorized). */
export const BulkToolsBody = z.discriminatedUnion(
  'action',
  [
    z.object({ ids: bulkIds, action: z.literal('delete') }),
    z.object({
      ids: bulkIds,
      action: z.literal('set_status'),
      value: z.enum(TOOL_STATUSES, `value must be one of ${TOOL_STATUSES.join(', ')}`),
    }),
    z.object({ ids: bulkIds, action: z.literal('set_featured'), value: z.boolean('value must be true or false') }),
    z.object({
      ids: bulkIds,
      action: z.literal('set_category'),
      value: z.number('value must be a category id or null').int().positive().max(MAX_DATABASE_ID).nullable(),
    }),
  ],
  { error: `action must be one of ${BULK_TOOL_ACTIONS.join(', ')}` },
)
export type BulkToolsBody = z.infer<typeof BulkToolsBody>

export const BulkToolsResultSchema = z.object({ ok: z.literal(true), changed: z.number(), message: z.string() })

export const FeaturedFields = z.object({
  is_featured: flagField('is_featured').pipe(z.boolean('is_featured must be true or false')),
})

export const FeaturedSchema = z.object({
  ok: z.literal(true),
  id: z.number(),
  is_featured: z.boolean(),
  message: z.string(),
})

export const TaskOptionSchema = z.object({ slug: z.string(), name: z.string(), category_name: z.string().nullable() })
