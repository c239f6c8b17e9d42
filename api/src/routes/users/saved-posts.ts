/**
 * Saved articles (`/saved-posts/{postId}`), like saved tools: POST saves, DELETE removes, both idempotent; an
 * unknown post is a 404, a draft cannot be newly saved but can be removed. `POST /saved-posts/import` merges the
 * reading list a visitor kept in the browser into the account, once, at sign-in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { currentUser } from './current-user.ts'
import { importSavedPosts, listSavedPosts, postExists, savePost, unsavePost } from './saved-posts-queries.ts'
import {
  ImportedPostsSchema,
  ImportSavedPostsBody,
  PostIdParams,
  SavedPostSchema,
  SavedStateSchema,
} from './schemas.ts'

const POST_NOT_FOUND = 'Article not found'

const savedPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const changeResponses = { 200: SavedStateSchema, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

  app.get('/saved-posts', { schema: { response: { 200: listOf(SavedPostSchema), 401: ErrorBody } } }, async (request) =>
    listSavedPosts(app.db, currentUser(request).id),
  )

  app.post('/saved-posts/:postId', { schema: { params: PostIdParams, response: changeResponses } }, async (request) => {
    if (!(await postExists(app.db, request.params.postId, true))) notFound(POST_NOT_FOUND)
    await savePost(app.db, currentUser(request).id, request.params.postId)
    return { ok: true as const, saved: true }
  })

  app.delete(
    '/saved-posts/:postId',
    { schema: { params: PostIdParams, response: changeResponses } },
    async (request) => {
      if (!(await postExists(app.db, request.params.postId, false))) notFound(POST_NOT_FOUND)
      await unsavePost(app.db, currentUser(request).id, request.params.postId)
      return { ok: true as const, saved: false }
    },
  )

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
