/** Shapes of GET /api/search. */
import { PRICING_FILTERS, TOOL_SORTS } from '@kitly/search/schemas'
import { z } from 'zod'
import { limitParam, offsetParam, searchParam } from '../../lib/query-params.ts'
import { listingFilterParams } from '../tools/listing-filters.ts'

export const SearchQuery = z.object({
  q: searchParam,
  category: z.string().trim().max(120).optional(),
  pricing: z.enum(PRICING_FILTERS, { error: "pricing must be 'free' or 'paid'" }).optional(),
  /** A task's slug (GET /api/tasks). */
  task: z.string().trim().max(120).optional(),
  ...listingFilterParams,
  sort: z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(', ')}` }).optional(),
  limit: limitParam(20),
  offset: offsetParam,
})
