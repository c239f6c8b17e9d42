/**
 * /api/admin/blog: every post (drafts too), create, edit, delete. Content arrives as Markdown or HTML and
 * is stored as sanitized HTML, so the public pages can serve it as it is, and as typed (content_source), so the
 * editor reopens what the admin wrote. Only these admin routes return the source.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toSafeHtml } from '../../../content/safe-html.ts'
import { freeSlug, rethrowSlugTaken } from '../../../content/slug.ts'
import { slugFromName } from '../../../content/tool-fields.ts'
import { badRequest, ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import { deletePost, findAdminPost, findPostSlug, insertPost, listAdminPosts, updatePost } from './queries.ts'
import { AdminPostSchema, PostFields } from './schemas.ts'

export const POST_NOT_FOUND = 'Blog post not found'
export const CONTENT_EMPTY_AFTER_SANITIZING = 'Content is required (nothing was left once scripts were removed)'
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

function withSafeContent(post: PostFields) {
  const safeContent = toSafeHtml(post.content)
  if (safeContent === '')
    badRequest(CONTENT_EMPTY_AFTER_SANITIZING, [{ field: 'content', message: CONTENT_EMPTY_AFTER_SANITIZING }])
  return { ...post, safeContent }
}

const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(AdminPostSchema) } } }, async () => listAdminPosts(app.db))

  app.post(
    '/',
    { schema: { body: formBody(PostFields), response: { 201: AdminPostSchema, ...errors } } },
    async (request, reply) => {
      const fields = withSafeContent(request.body)
      const post = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const slug = fields.slug ?? (await freeSlug(tx, 'posts', slugFromName(fields.title) || 'post'))
          return findAdminPost(tx, await insertPost(tx, { ...fields, slug }))
        },
        (created) => ({
          action: 'post.create',
          entityType: 'post',
          entityId: created?.id ?? null,
          details: { title: fields.title },
        }),
      ).catch(rethrowSlugTaken)
      return reply.status(201).send(post ?? notFound(POST_NOT_FOUND))
    },
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: formBody(PostFields), response: { 200: AdminPostSchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const fields = withSafeContent(request.body)
      const post = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const slug = fields.slug ?? (await findPostSlug(tx, id)) ?? notFound(POST_NOT_FOUND)
          if ((await updatePost(tx, id, { ...fields, slug })) === null) notFound(POST_NOT_FOUND)
          return findAdminPost(tx, id)
        },
        () => ({ action: 'post.update', entityType: 'post', entityId: id, details: { title: fields.title } }),
      ).catch(rethrowSlugTaken)
      return post ?? notFound(POST_NOT_FOUND)
    },
  )

  app.delete('/:id', { schema: { params: IdParams, response: { 200: OkSchema, 404: ErrorBody } } }, async (request) => {
    const { id } = request.params
    const title = await auditedChange(
      app.db,
      request,
      async (tx) => (await deletePost(tx, id)) ?? notFound(POST_NOT_FOUND),
      (deleted) => ({ action: 'post.delete', entityType: 'post', entityId: id, details: { title: deleted } }),
    )
    return { ok: true as const, message: `Blog post "${title}" deleted` }
  })
}

export default adminBlogRoutes
