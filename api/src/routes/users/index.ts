/**
 * The signed-in user's own data under /api/users: who am I, profile, password, avatar, saved tools,
 * favorite bundles, saved articles, the watchlist and the dashboard. Every route here needs a session: signed out answers 401, which the
 * SPA turns into the sign-in dialog. The one exception is `GET /session`, which the SPA asks on every
 * page load and which answers a signed-out visitor with `{ user: null }`, not an error.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import accountRoutes from './account.ts'
import avatarRoutes from './avatar.ts'
import { currentUser } from './current-user.ts'
import { toMe } from './queries.ts'
import savedRoutes from './saved.ts'
import savedPostRoutes from './saved-posts.ts'
import { SessionStateSchema } from './schemas.ts'
import userWatchlistRoutes from './watchlist.ts'

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed out is a normal state for a page load, so it is a 200: a 401 here would log a console error
  // in every visitor's browser.
  app.get('/session', { schema: { response: { 200: SessionStateSchema } } }, async (request) => ({
    user: request.user ? toMe(request.user) : null,
  }))

  await app.register(async (signedIn) => {
    // A callback hook: no promise per request. A throw is answered like a rejection.
    signedIn.addHook('onRequest', (request, _reply, done) => {
      currentUser(request)
      done()
    })
    await signedIn.register(accountRoutes)
    await signedIn.register(avatarRoutes)
    await signedIn.register(savedRoutes)
    await signedIn.register(savedPostRoutes)
    await signedIn.register(userWatchlistRoutes)
  })
}

export default userRoutes
