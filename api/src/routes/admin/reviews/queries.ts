/**
 * SQL of the admin reviews. Every write recounts the tools it touches with the public reviews' own
 * refreshToolRatings, in the caller's transaction, so a tool's rating never disagrees with its reviews.
 */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { lockTools, refreshToolRatings } from '../../reviews/queries.ts'
import { type AdminReviewFields, AdminReviewSchema, type ListAdminReviewsQuery } from './schemas.ts'

const reviewColumns = sql.fragment`
  r.id, r.tool_id, t.name AS tool_name, t.slug AS tool_slug, r.user_id, r.user_name, r.user_email, r.rating::int,
  r.title, r.content, r.use_case, r.is_verified, r.helpful_count, r.created_at, r.updated_at`

const REVIEW_ORDER = {
  created_at: sql.fragment`r.created_at`,
  rating: sql.fragment`r.rating`,
  tool_name: sql.fragment`t.name`,
  user_name: sql.fragment`r.user_name`,
}

const NOT_NULL = ['created_at', 'rating', 'tool_name', 'user_name'] as const

const SEARCHED = [
  sql.fragment`t.name`,
  sql.fragment`r.user_name`,
  sql.fragment`r.user_email`,
  sql.fragment`r.title`,
  sql.fragment`r.content`,
]

/** A page of the reviews the search and filters leave, with their number (capped: admin-list.ts). */
export async function listAdminReviews(db: DatabaseConnection, query: ListAdminReviewsQuery) {
  const conditions = [
    containsText(SEARCHED, query.q),
    query.rating === undefined ? null : sql.fragment`r.rating = ${query.rating}`,
    query.tool_id === undefined ? null : sql.fragment`r.tool_id = ${query.tool_id}`,
  ]
  const { rows, total, total_capped } = await selectPage(db, AdminReviewSchema, {
    columns: reviewColumns,
    from: sql.fragment`FROM reviews r JOIN tools t ON t.id = r.tool_id`,
    where: whereAll(conditions),
    orderBy: orderBy(REVIEW_ORDER, query.sort, query.order, sql.fragment`r.id`, NOT_NULL),
    limit: query.limit,
    offset: query.offset,
    capTotal: true,
  })
  return { reviews: rows, total, total_capped }
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
