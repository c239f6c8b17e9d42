import { PRICING_FILTERS, TOOL_PLATFORMS, TOOL_SORTS, ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { listOf } from '../../lib/http-errors.ts'
import { booleanParam, cacheBuster, idListParam, limitParam, offsetParam, searchParam } from '../../lib/query-params.ts'
import { listingFilterParams } from './listing-filters.ts'

/** What a listing says of a tool beyond its description and features (migration 0060). */
export const ToolListingFields = z.object({
  use_cases: z.array(z.string()),
  platforms: z.array(z.enum(TOOL_PLATFORMS)),
  /** null: not known. */
  has_api: z.boolean().nullable(),
  open_source: z.boolean(),
  /** An SPDX identifier, for open-source tools. */
  license: z.string().nullable(),
  company: z.string().nullable(),
})

import { ToolPlanSchema } from './plan-schemas.ts'

/** A public tool: the card fields plus everything its page shows. */
export const ToolSchema = ToolCard.extend({
  description: z.string(),
  website_url: z.string(),
  video_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  screenshots: z.array(z.string()),
  features: z.array(z.string()),
  ...ToolListingFields.shape,
  free_credit_info: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Tool = z.infer<typeof ToolSchema>

/**
 * A tool's own page: the tool, whether its maker has proven they run it (routes/claims), and its pricing plans in
 * display order (none: pricing not known).
 */
export const ToolPageSchema = ToolSchema.extend({
  verified_maker: z.boolean(),
  plans: listOf(ToolPlanSchema),
  /** When an admin marked the tool discontinued: its page stays, with a notice and its alternatives. */
  discontinued_at: z.string().nullable(),
  /** When the link checker last reached its website (null: not checked yet, or the last check failed). */
  link_checked_at: z.string().nullable(),
})
export type ToolPage = z.infer<typeof ToolPageSchema>

/** A tool of /tools/discontinued: its card and when it was discontinued. */
export const DiscontinuedToolSchema = ToolCard.extend({ discontinued_at: z.string() })

export const ListDiscontinuedToolsQuery = z.object({ limit: limitParam(24, 100), offset: offsetParam })

export const ListToolsQuery = z.object({
  search: searchParam,
  category: z.string().trim().max(120).optional(),
  category_id: z.coerce
    .number({ error: 'category_id must be a number' })
    .int()
    .positive()
    .max(MAX_DATABASE_ID, 'category_id is too large')
    .optional(),
  pricing: z.enum(PRICING_FILTERS, { error: "pricing must be 'free' or 'paid'" }).optional(),
  /** A task's slug (GET /api/tasks). */
  task: z.string().trim().max(120).optional(),
  featured: booleanParam.optional(),
  ...listingFilterParams,
  exclude: idListParam.optional(),
  sort: z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(', ')}` }).optional(),
  limit: limitParam(48),
  offset: offsetParam,
  _t: cacheBuster,
})
export type ListToolsQuery = z.infer<typeof ListToolsQuery>

export const ToolParams = z.object({ slug: z.string().max(200) })

/** A verified maker's public answer to a review (routes/reviews/replies.ts). */
export const MakerReplySchema = z.object({ content: z.string(), created_at: z.string(), updated_at: z.string() })
export type MakerReply = z.infer<typeof MakerReplySchema>

export const ReviewSchema = z.object({
  id: z.number(),
  tool_id: z.number(),
  user_name: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  is_verified: z.boolean(),
  helpful_count: z.number(),
  created_at: z.string(),
  /** The tool's maker's reply, shown under the review. */
  maker_reply: MakerReplySchema.nullable(),
})
export type Review = z.infer<typeof ReviewSchema>

/** A page of a tool's reviews: `cursor` is the previous page's X-Next-Cursor, which the last page does not send. */
export const ListReviewsQuery = z.object({
  limit: limitParam(20, 50),
  cursor: z.string().max(200).optional(),
})

export const ReviewSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  /** Number of reviews per star, "1" to "5". */
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number()),
})
