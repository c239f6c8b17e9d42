/**
 * Public tool routes: the directory list (search, filters, sort, paging; total in X-Total-Count),
 * the discontinued tools (their own page), one tool, its reviews (a page at a time; the next page's cursor in X-Next-Cursor) and tutorials.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { limitParam } from '../../lib/query-params.ts'
import { listTutorialsByTool } from '../tutorials/queries.ts'
import { TutorialSchema } from '../tutorials/schemas.ts'
import { listingFilters } from './listing-filters.ts'
import { listPlanHistory, listToolPlans } from './plan-queries.ts'
import { ToolPricingSchema } from './plan-schemas.ts'
import {
  findActiveToolBySlug,
  findActiveToolIdBySlug,
  findActiveToolsByIds,
  listAlternativeTools,
  listDiscontinuedTools,
  listReviewsByTool,
  reviewPositionOf,
  summarizeReviewsByTool,
} from './queries.ts'
import {
  DiscontinuedToolSchema,
  ListDiscontinuedToolsQuery,
  ListReviewsQuery,
  ListToolsQuery,
  ReviewSchema,
  ReviewSummarySchema,
  ToolPageSchema,
  ToolParams,
  ToolSchema,
} from './schemas.ts'

const BAD_REVIEW_CURSOR = 'Invalid query parameters: cursor: is not a cursor this list gave'
const CURSOR_DETAIL = { field: 'cursor', message: 'is not a cursor this list gave' }

const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListToolsQuery, response: { 200: listOf(ToolSchema), 400: ErrorBody } } },
    async (request, reply) => {
      const query = request.query
      const result = await app.searchEngine.tools({
        q: query.search ?? '',
        category: query.category || undefined,
        categoryId: query.category_id,
        pricing: query.pricing,
        task: query.task || undefined,
        featured: query.featured,
        ...listingFilters(query),
        exclude: query.exclude,
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
        facets: false,
      })
      reply.header('x-total-count', String(result.total))
      return findActiveToolsByIds(
        app.db,
        result.hits.map((hit) => hit.id),
      )
    },
  )

  // A static path: find-my-way prefers it to /:slug, and no tool may take the slug (the web app's page is there too).
  app.get(
    '/discontinued',
    {
      schema: {
        querystring: ListDiscontinuedToolsQuery,
        response: { 200: listOf(DiscontinuedToolSchema), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { total, tools } = await listDiscontinuedTools(app.db, request.query)
      reply.header('x-total-count', String(total))
      return tools
    },
  )

  app.get(
    '/:slug',
    { schema: { params: ToolParams, response: { 200: ToolPageSchema, 404: ErrorBody } } },
    async (request) => (await findActiveToolBySlug(app.db, request.params.slug)) ?? notFound('Tool not found'),
  )

  const toolIdOf = async (slug: string) => (await findActiveToolIdBySlug(app.db, slug)) ?? notFound('Tool not found')

  app.get(
    '/:slug/reviews',
    {
      schema: {
        params: ToolParams,
        querystring: ListReviewsQuery,
        response: { 200: listOf(ReviewSchema), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query
      const after =
        cursor === undefined ? null : (reviewPositionOf(cursor) ?? badRequest(BAD_REVIEW_CURSOR, [CURSOR_DETAIL]))
      const page = await listReviewsByTool(app.db, await toolIdOf(request.params.slug), { limit, after })
      if (page.next) reply.header('x-next-cursor', page.next)
      return page.reviews
    },
  )

  app.get(
    '/:slug/reviews/summary',
    { schema: { params: ToolParams, response: { 200: ReviewSummarySchema, 404: ErrorBody } } },
    async (request) => summarizeReviewsByTool(app.db, await toolIdOf(request.params.slug)),
  )

  app.get(
    '/:slug/alternatives',
    {
      schema: {
        params: ToolParams,
        querystring: z.object({ limit: limitParam(12) }),
        response: { 200: listOf(ToolSchema), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listAlternativeTools(app.db, await toolIdOf(request.params.slug), request.query.limit),
  )

  // The tool page's Pricing section: its plans ("Pricing not known" when there are none) and their history.
  app.get(
    '/:slug/pricing',
    { schema: { params: ToolParams, response: { 200: ToolPricingSchema, 404: ErrorBody } } },
    async (request) => {
      const toolId = await toolIdOf(request.params.slug)
      const [plans, history] = await Promise.all([listToolPlans(app.db, toolId), listPlanHistory(app.db, toolId)])
      return { plans, history }
    },
  )

  app.get(
    '/:slug/tutorials',
    { schema: { params: ToolParams, response: { 200: listOf(TutorialSchema), 404: ErrorBody } } },
    async (request) => listTutorialsByTool(app.db, await toolIdOf(request.params.slug)),
  )
}

export default toolRoutes
