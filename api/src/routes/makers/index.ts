/**
 * /api/users/listings: the tools the signed-in account is the verified maker of (tool_makers), and each one's
 * weekly figures for its maker's page (/dashboard/tools/{slug}): Visit Website clicks, saves, compare adds and
 * Magic Kit inclusions. Someone else's tool answers 404, as if it were not there.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { findListing, listListings, listWeeklyFigures } from './queries.ts'
import { ListingParams, ListingSchema, ListingStatsSchema } from './schemas.ts'

const SIGN_IN_FOR_LISTINGS = 'Please sign in to see your listings.'
export const NOT_YOUR_LISTING = 'You are not the verified maker of this tool.'

const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(ListingSchema), 401: ErrorBody } } }, async (request) =>
    listListings(app.db, requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS)),
  )

  app.get(
    '/:slug/stats',
    { schema: { params: ListingParams, response: { 200: ListingStatsSchema, 401: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const userId = requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS)
      const listing = (await findListing(app.db, userId, request.params.slug)) ?? notFound(NOT_YOUR_LISTING)
      return { listing, weeks: [...(await listWeeklyFigures(app.db, listing.id))] }
    },
  )
}

export default listingRoutes
