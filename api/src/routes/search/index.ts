/**
 * `GET /api/search`: the directory's search with facets, typo correction and highlighted hits,
 * also used for as-you-type suggestions in the header.
 */
import { ToolSearchResult } from '@kitly/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { listingFilters } from '../tools/listing-filters.ts'
import { SearchQuery } from './schemas.ts'

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: SearchQuery, response: { 200: ToolSearchResult, 400: ErrorBody } } },
    async ({ query }) =>
      app.searchEngine.tools({
        q: query.q ?? '',
        category: query.category || undefined,
        pricing: query.pricing,
        task: query.task || undefined,
        ...listingFilters(query),
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      }),
  )
}

export default searchRoutes
