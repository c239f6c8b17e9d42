/** SQL for saved articles: the account's reading list, and the merge of a visitor's browser list into it. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { SavedPostSchema } from './schemas.ts'

/** Whether the post exists; `publishedOnly` for saving (drafts cannot be newly saved). */
export function postExists(db: DatabaseConnection, postId: number, publishedOnly: boolean) {
  return db.exists(sql.typeAlias('void')`
    SELECT FROM posts WHERE id = ${postId} ${publishedOnly ? sql.fragment`AND is_published` : sql.fragment``}`)
}

// Saving selects the row it links to, so a post deleted a moment earlier is skipped, not a foreign-key error.
export async function savePost(db: DatabaseConnection, userId: number, postId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO saved_posts (user_id, post_id)
    SELECT ${userId}, id FROM posts WHERE id = ${postId} AND is_published
    ON CONFLICT DO NOTHING`)
}

export async function unsavePost(db: DatabaseConnection, userId: number, postId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM saved_posts WHERE user_id = ${userId} AND post_id = ${postId}`)
}

/** Newest save first; posts unpublished since drop out (and come back if published again). */
export function listSavedPosts(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(SavedPostSchema)`
    SELECT p.id, p.title, p.slug, p.excerpt, p.cover_image_url, p.tags, p.author_name, p.author_avatar_url,
           p.reading_time_minutes, p.published_at, s.created_at AS saved_at
    FROM saved_posts s
    JOIN posts p ON p.id = s.post_id
    WHERE s.user_id = ${userId} AND p.is_published
    ORDER BY s.created_at DESC, p.id DESC`)
}

const Imported = z.object({ imported: z.number() })

/**
 * Adds the published posts among `slugs` (oldest save first) to the account in one statement, and answers how
 * many were new to it. Slugs of posts deleted or unpublished since are skipped. Each keeps its place in the
 * browser's list: the last one saved gets now(), each earlier one a millisecond less, so "newest first" holds.
 */
export function importSavedPosts(db: DatabaseConnection, userId: number, slugs: readonly string[]) {
  return db.oneFirst(sql.type(Imported)`
    WITH sent AS (
      SELECT slug, max(position) AS position
      FROM unnest(${sql.array([...slugs], 'text')}::text[]) WITH ORDINALITY AS sent(slug, position)
      GROUP BY slug
    ), added AS (
      INSERT INTO saved_posts (user_id, post_id, created_at)
      SELECT ${userId}, p.id, now() - (${slugs.length} - sent.position) * interval '1 millisecond'
      FROM sent JOIN posts p ON p.slug = sent.slug AND p.is_published
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS imported FROM added`)
}
