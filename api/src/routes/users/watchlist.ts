/**
 * The signed-in user's watchlist: `GET`/`PUT /watchlist-settings` turn the daily digest of followed tools' changes on
 * or off (the profile's checkbox), and `PUT /saved-tools/{toolId}/following` follows or unfollows one tool (the tool
 * page's button). Saving a tool follows it; the digest itself is watchlist/send-digests.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { refuseIfDiscontinued } from '../../content/discontinued-tools.ts'
import { ErrorBody, notFound } from '../../lib/http-errors.ts'
import { digestEmailsOn, setDigestEmails } from '../../watchlist/digest-queries.ts'
import { currentUser } from './current-user.ts'
import { findSavedState, setToolFollowing } from './follow-queries.ts'
import { toolExists } from './queries.ts'
import { FollowingBody, FollowingStateSchema, rowIdParam, WatchlistSettingsSchema } from './schemas.ts'

const userWatchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { 200: WatchlistSettingsSchema, 401: ErrorBody }

  app.get('/watchlist-settings', { schema: { response: settings } }, async (request) => ({
    emails: await digestEmailsOn(app.db, currentUser(request).id),
  }))

  app.put(
    '/watchlist-settings',
    { schema: { body: WatchlistSettingsSchema, response: { ...settings, 400: ErrorBody } } },
    async (request) => {
      await setDigestEmails(app.db, currentUser(request).id, request.body.emails)
      return { emails: request.body.emails }
    },
  )

  app.put(
    '/saved-tools/:toolId/following',
    {
      schema: {
        params: z.object({ toolId: rowIdParam('toolId') }),
        body: FollowingBody,
        response: { 200: FollowingStateSchema, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { toolId } = request.params
      const userId = currentUser(request).id
      // Only an active tool can be newly followed, and not a discontinued one (409); any can be unfollowed, and one
      // followed already stays so.
      if (!(await toolExists(app.db, toolId, request.body.following))) return notFound('Tool not found')
      if (request.body.following && !(await findSavedState(app.db, userId, toolId))?.following) {
        await refuseIfDiscontinued(app.db, toolId, 'follow')
      }
      const state = await setToolFollowing(app.db, userId, toolId, request.body.following)
      return { ok: true as const, ...state }
    },
  )
}

export default userWatchlistRoutes
