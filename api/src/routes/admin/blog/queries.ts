/** SQL of the admin blog: every post, drafts included. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { AdminPostSchema, type PostFields } from './schemas.ts'

const postColumns = sql.fragment`
  id, title, slug, excerpt, content, content_source, cover_image_url, author_name, author_avatar_url,
  reading_time_minutes, tags, seo_title, seo_description, is_published, published_at, created_at, updated_at`

export function listAdminPosts(db: DatabaseConnection) {
  return db.any(sql.type(AdminPostSchema)`
    SELECT ${postColumns} FROM posts ORDER BY coalesce(published_at, created_at) DESC, id DESC`)
}

export function findAdminPost(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminPostSchema)`SELECT ${postColumns} FROM posts WHERE id = ${id}`)
}

type PostColumns = PostFields & { slug: string; safeContent: string }

/**
 * published_at: a published post keeps the date sent, else the date it already has, else now;
 * a draft has none.
 */
const publishedAt = (post: PostColumns) =>
  post.is_published
    ? sql.fragment`coalesce(${post.published_at}::timestamptz, posts.published_at, now())`
    : sql.fragment`NULL`

const columnValues = (post: PostColumns) => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.safeContent,
  content_source: post.content,
  cover_image_url: post.cover_image_url,
  author_name: post.author_name,
  author_avatar_url: post.author_avatar_url,
  reading_time_minutes: post.reading_time_minutes,
  tags: sql.array(post.tags, 'text'),
  seo_title: post.seo_title,
  seo_description: post.seo_description,
  is_published: post.is_published ?? false,
})

export function insertPost(db: DatabaseConnection, post: PostColumns) {
  const values = {
    ...columnValues(post),
    published_at: post.is_published ? sql.fragment`coalesce(${post.published_at}::timestamptz, now())` : null,
  }
  return db.oneFirst(sql.typeAlias('id')`INSERT INTO posts ${insertValues(values)} RETURNING id`)
}

export function updatePost(db: DatabaseConnection, id: number, post: PostColumns) {
  const values = { ...columnValues(post), published_at: publishedAt(post) }
  return db.maybeOneFirst(sql.typeAlias('id')`UPDATE posts SET ${updateValues(values)} WHERE id = ${id} RETURNING id`)
}

export function findPostSlug(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(z.object({ slug: z.string() }))`SELECT slug FROM posts WHERE id = ${id}`)
}

export function deletePost(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(z.object({ title: z.string() }))`DELETE FROM posts WHERE id = ${id} RETURNING title`)
}
