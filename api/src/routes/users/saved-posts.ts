/**
 * Saved articles (`/saved-posts/{postId}`), like saved tools (saved-kind.ts); a draft cannot be newly saved but
 * can be removed. `POST /saved-posts/import` merges the reading list a visitor kept in the browser into the
 * account, once, at sign-in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { currentUser } from './current-user.ts'
import { registerSavedKind } from './saved-kind.ts'
import { importSavedPosts, listSavedPosts, postExists, savePost, unsavePost } from './saved-posts-queries.ts'
import { ImportedPostsSchema, ImportSavedPostsBody, SavedPostSchema } from './schemas.ts'

const savedPostRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSavedKind(app, {
    path: 'saved-posts',
    idName: 'postId',
    item: SavedPostSchema,
    notFoundMessage: 'Article not found',
    list: listSavedPosts,
    exists: postExists,
    save: savePost,
    unsave: unsavePost,
  })

  app.post(
    '/saved-posts/import',
    { schema: { body: ImportSavedPostsBody, response: { 200: ImportedPostsSchema, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => ({
      ok: true as const,
      imported: await importSavedPosts(app.db, currentUser(request).id, request.body.slugs),
    }),
  )
}

export default savedPostRoutes
