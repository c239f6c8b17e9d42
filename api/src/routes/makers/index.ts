/**
 * /api/users/listings: the tools the signed-in account is the verified maker of (tool_makers), each one's
 * weekly figures for its maker's page (/dashboard/tools/{slug}): Visit Website clicks, saves, compare adds and
 * Magic Kit inclusions, and the maker's edits of it (see edit-listing.ts). Someone else's tool answers 404,
 * as if it were not there.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { formBody } from '../form-body.ts'
import { editListing, NOT_YOUR_LISTING } from './edit-listing.ts'
import { findListing, findListingDetail, listListings, listWeeklyFigures } from './queries.ts'
import { EditListingBody, ListingDetailSchema, ListingParams, ListingSchema, ListingStatsSchema } from './schemas.ts'

const SIGN_IN_FOR_LISTINGS = 'Please sign in to see your listings.'

const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a visitor is asked to sign in, not told what an edit lacks.
  app.addHook('onRequest', async (request) => {
    requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS)
  })

  app.get('/', { schema: { response: { 200: listOf(ListingSchema), 401: ErrorBody } } }, async (request) =>
    listListings(app.db, requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS)),
  )

  const findOwnListing = async (userId: number, slug: string) =>
    (await findListingDetail(app.db, userId, slug)) ?? notFound(NOT_YOUR_LISTING)

  app.get(
    '/:slug',
    { schema: { params: ListingParams, response: { 200: ListingDetailSchema, 401: ErrorBody, 404: ErrorBody } } },
    async (request) => findOwnListing(requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS), request.params.slug),
  )

  app.put(
    '/:slug',
    {
      schema: {
        params: ListingParams,
        body: formBody(EditListingBody),
        response: { 200: ListingDetailSchema, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const userId = requireSignedInUserId(request, SIGN_IN_FOR_LISTINGS)
      await editListing(app.db, userId, request.params.slug, request.body)
      return findOwnListing(userId, request.params.slug)
    },
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
