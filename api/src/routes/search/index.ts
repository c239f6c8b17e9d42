/**
 * `GET /api/search`: the directory's search with facets, typo correction and highlighted hits,
 * also used for as-you-type suggestions in the header.
 */
import { PRICING_FILTERS, TOOL_SORTS, ToolSearchResult } from '@kitly/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { limitParam, offsetParam, searchParam } from '../../lib/query-params.ts'

export const SearchQuery = z.object({
  q: searchParam,
  category: z.string().trim().max(120).optional(),
  pricing: z.enum(PRICING_FILTERS, { error: "pricing must be 'free' or 'paid'" }).optional(),
  sort: z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(', ')}` }).optional(),
  limit: limitParam(20),
  offset: offsetParam,
})

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: SearchQuery, response: { 200: ToolSearchResult, 400: ErrorBody } } },
    async ({ query }) =>
      app.searchEngine.tools({
        q: query.q ?? '',
        category: query.category || undefined,
        pricing: query.pricing,
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      }),
  )
}

export default searchRoutes
