/**
 * Public blog: published posts only (a page of the list without the article body, its total in X-Total-Count), one
 * article, and related articles.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { ListPostsQuery, PostParams, PostSchema, PostSummarySchema } from './schemas.ts'

const summaryColumns = sql.fragment`
  p.id, p.title, p.slug, p.excerpt, p.cover_image_url, p.tags, p.author_name, p.author_avatar_url,
  p.reading_time_minutes, p.published_at`

const RELATED_POSTS = 3
/** A search pages through at most this many of its best matches (the blog holds far fewer posts). */
const SEARCH_MATCHES = 1_000

const Count = z.object({ count: z.number() })

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListPostsQuery, response: { 200: listOf(PostSummarySchema), 400: ErrorBody } } },
    async ({ query }, reply) => {
      const ids = query.search ? await app.searchEngine.posts({ q: query.search, limit: SEARCH_MATCHES }) : null
      const hits = ids
        ? sql.fragment`unnest(${sql.array([...ids], 'int4')}::int[]) WITH ORDINALITY AS hit(id, position)`
        : null
      const matching = sql.fragment`
        FROM posts p ${hits ? sql.fragment`JOIN ${hits} ON hit.id = p.id` : sql.fragment``}
        WHERE p.is_published ${query.tag ? sql.fragment`AND ${query.tag} = ANY(p.tags)` : sql.fragment``}`
      const total = await app.db.oneFirst(sql.type(Count)`SELECT count(*)::int AS count ${matching}`)
      reply.header('x-total-count', String(total))
      return app.db.any(sql.type(PostSummarySchema)`
        SELECT ${summaryColumns} ${matching}
        ORDER BY ${hits ? sql.fragment`hit.position` : sql.fragment`p.published_at DESC, p.id DESC`}
        LIMIT ${query.limit} OFFSET ${query.offset}`)
    },
  )

  app.get(
    '/:slug',
    { schema: { params: PostParams, response: { 200: PostSchema, 404: ErrorBody } } },
    async ({ params }) =>
      (await app.db.maybeOne(sql.type(PostSchema)`
        SELECT ${summaryColumns}, p.content, p.seo_title, p.seo_description
        FROM posts p WHERE p.slug = ${params.slug} AND p.is_published`)) ?? notFound('Article not found'),
  )

  // Articles sharing the most tags with this one, newest first among equals.
  app.get(
    '/:slug/related',
    { schema: { params: PostParams, response: { 200: listOf(PostSummarySchema), 404: ErrorBody } } },
    async ({ params }) => {
      const tags = await app.db.maybeOneFirst(sql.type(z.object({ tags: z.array(z.string()) }))`
        SELECT tags FROM posts WHERE slug = ${params.slug} AND is_published`)
      if (tags === null) return notFound('Article not found')
      return app.db.any(sql.type(PostSummarySchema)`
        SELECT ${summaryColumns} FROM posts p
        WHERE p.is_published AND p.slug <> ${params.slug} AND p.tags && ${sql.array(tags, 'text')}
        ORDER BY cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest(${sql.array(tags, 'text')}::text[]))) DESC,
                 p.published_at DESC
        LIMIT ${RELATED_POSTS}`)
    },
  )
}

export default blogRoutes
