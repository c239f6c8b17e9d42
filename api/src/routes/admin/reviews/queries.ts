/**
 * SQL of the admin reviews. Every write recounts the tools it touches with the public reviews' own
 * refreshToolRatings, in the caller's transaction, so a tool's rating never disagrees with its reviews.
 */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { lockTools, refreshToolRatings } from '../../reviews/queries.ts'
import { type AdminReviewFields, AdminReviewSchema, type ListAdminReviewsQuery } from './schemas.ts'

const reviewColumns = sql.fragment`
  r.id, r.tool_id, t.name AS tool_name, t.slug AS tool_slug, r.user_id, r.user_name, r.user_email, r.rating::int,
  r.title, r.content, r.use_case, r.is_verified, r.helpful_count, r.created_at, r.updated_at`

export function listAdminReviews(db: DatabaseConnection, query: ListAdminReviewsQuery) {
  const pattern = query.search ? `%${query.search}%` : null
  const conditions = [
    pattern
      ? sql.fragment`(t.name ILIKE ${pattern} OR r.user_name ILIKE ${pattern} OR r.title ILIKE ${pattern} OR r.content ILIKE ${pattern})`
      : null,
    query.rating === undefined ? null : sql.fragment`r.rating = ${query.rating}`,
    query.tool_id === undefined ? null : sql.fragment`r.tool_id = ${query.tool_id}`,
  ]
  return db.any(sql.type(AdminReviewSchema)`
    SELECT ${reviewColumns} FROM reviews r JOIN tools t ON t.id = r.tool_id
    ${whereAll(conditions)}
    ORDER BY r.created_at DESC, r.id DESC`)
}

export function findAdminReview(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminReviewSchema)`
    SELECT ${reviewColumns} FROM reviews r JOIN tools t ON t.id = r.tool_id WHERE r.id = ${id}`)
}

const columnValues = (review: AdminReviewFields) => ({
  tool_id: review.tool_id,
  user_name: review.user_name,
  user_email: review.user_email,
  rating: review.rating,
  title: review.title,
  content: review.content,
  use_case: review.use_case,
})

/** Adds the review and recounts its tool. The tool must exist (the caller checked, under lock). */
export async function insertAdminReview(tx: DatabaseTransactionConnection, review: AdminReviewFields) {
  await lockTools(tx, [review.tool_id])
  const values = { ...columnValues(review), is_verified: review.is_verified ?? false }
  const id = await tx.oneFirst(sql.typeAlias('id')`INSERT INTO reviews ${insertValues(values)} RETURNING id`)
  await refreshToolRatings(tx, [review.tool_id])
  return id
}

const ToolId = z.object({ tool_id: z.number() })

/** Changes the review and recounts both its old and its new tool. @returns false when there is no such review */
export async function updateAdminReview(
  tx: DatabaseTransactionConnection,
  id: number,
  review: AdminReviewFields,
): Promise<boolean> {
  const previousTool = await tx.maybeOneFirst(sql.type(ToolId)`SELECT tool_id FROM reviews WHERE id = ${id}`)
  if (previousTool === null) return false
  const tools = [...new Set([previousTool, review.tool_id])]
  await lockTools(tx, tools)
  const values = {
    ...columnValues(review),
    ...(review.is_verified === undefined ? {} : { is_verified: review.is_verified }),
  }
  await tx.query(sql.typeAlias('void')`UPDATE reviews SET ${updateValues(values)} WHERE id = ${id}`)
  await refreshToolRatings(tx, tools)
  return true
}

/** Deletes the review and recounts its tool; null when there is no such review. */
export async function deleteAdminReview(tx: DatabaseTransactionConnection, id: number) {
  const toolId = await tx.maybeOneFirst(sql.type(ToolId)`SELECT tool_id FROM reviews WHERE id = ${id}`)
  if (toolId === null) return null
  await lockTools(tx, [toolId])
  await tx.query(sql.typeAlias('void')`DELETE FROM reviews WHERE id = ${id}`)
  await refreshToolRatings(tx, [toolId])
  return { toolId }
}
