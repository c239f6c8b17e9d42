/** The directory's listing filters (platform, "Has API", "Open source"), as both tool lists take them. */
import { TOOL_PLATFORMS, type ToolSearchQuery } from '@kitly/search/schemas'
import { z } from 'zod'
import { booleanParam } from '../../lib/query-params.ts'

export const listingFilterParams = {
  platform: z.enum(TOOL_PLATFORMS, { error: `platform must be one of ${TOOL_PLATFORMS.join(', ')}` }).optional(),
  has_api: booleanParam.optional(),
  open_source: booleanParam.optional(),
}

type ListingFilterParams = z.output<z.ZodObject<typeof listingFilterParams>>

/** The search engine's names for them. */
export const listingFilters = (
  query: ListingFilterParams,
): Pick<ToolSearchQuery, 'platform' | 'hasApi' | 'openSource'> => ({
  platform: query.platform,
  hasApi: query.has_api,
  openSource: query.open_source,
})
