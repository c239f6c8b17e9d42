/** Shapes of /api/users/listings: the tools the signed-in account is the verified maker of, and their figures. */
import { z } from 'zod'
import { TOOL_STATUSES } from '../../content/tool-fields.ts'
import { ToolParams } from '../tools/schemas.ts'

export const ListingSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  status: z.enum(TOOL_STATUSES),
  /** When the maker proved the site theirs (or an admin handed them the listing). */
  verified_at: z.string(),
  rating: z.number(),
  review_count: z.number(),
  /** Reviews still without the maker's reply. */
  unanswered_reviews: z.number(),
})

/** How many weeks of figures a listing's page shows. */
export const LISTING_WEEKS = 12

export const ListingWeekSchema = z.object({
  /** The Monday (UTC) the week starts on, `YYYY-MM-DD`. */
  week_start: z.string(),
  clicks: z.number(),
  saves: z.number(),
  compare_adds: z.number(),
  kit_inclusions: z.number(),
})

export const ListingStatsSchema = z.object({
  listing: ListingSchema,
  /** The last LISTING_WEEKS weeks, oldest first; the last one is the week in progress. */
  weeks: z.array(ListingWeekSchema),
})

export const ListingParams = ToolParams
