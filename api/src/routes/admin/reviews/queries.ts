/**
 * SQL of the admin reviews. Every write recounts the tools it touches with the public reviews' own
 * refreshToolRatings, in the caller's transaction, so a tool's rating never disagrees with its reviews.
 */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { containsText, countCap, countRowsUpTo, pageIds } from '../../../lib/admin-list.ts'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { keysetPage, type PageClauses } from '../../../lib/keyset-page.ts'
import { escapeLike } from '../../../lib/sql-like.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { lockTools, refreshToolRatings } from '../../reviews/queries.ts'
import { type AdminReviewFields, AdminReviewSchema, type ListAdminReviewsQuery } from './schemas.ts'

const reviewColumns = sql.fragment`
  r.id, r.tool_id, t.name AS tool_name, t.slug AS tool_slug, r.user_id, r.user_name, r.user_email, r.rating::int,
  r.title, r.content, r.use_case, r.is_verified, r.helpful_count, r.created_at, r.updated_at`

/** The rating sort has its index (migration 0069), the newest first one migration 0059's. */
const REVIEW_ORDER = {
  created_at: sql.fragment`r.created_at`,
  rating: sql.fragment`r.rating`,
  tool_name: sql.fragment`t.name`,
  user_name: sql.fragment`r.user_name`,
}

const NOT_NULL = ['created_at', 'rating', 'tool_name', 'user_name'] as const

/** The reviewer's name and email, the title and the text: each has a trigram index (migration 0069). */
const SEARCHED = [sql.fragment`r.user_name`, sql.fragment`r.user_email`, sql.fragment`r.title`, sql.fragment`r.content`]

/**
 * The search: the words in the tool's name (normalized, through tools_name_trgm_idx, then its reviews through
 * reviews_tool_id_idx) or in a searched column. On the reviews alone, so the conditions join in one bitmap OR and
 * the count reads no tool.
 */
function searchCondition(q: string | undefined, normalized: string) {
  const inText = containsText(SEARCHED, q)
  if (!inText) return null
  return sql.fragment`(r.tool_id = ANY(ARRAY(
    SELECT id FROM tools WHERE name_normalized LIKE ${`%${escapeLike(normalized)}%`})) OR ${inText})`
}

export const CURSOR_REVIEW_GONE = 'The review this page was counted from no longer exists: open the first page again'

const REVIEWS = sql.identifier(['r'])
const FROM_REVIEWS = sql.fragment`FROM reviews r`

/** The list's filters (the search's words normalized) and its ORDER BY in `order` (the query's unless given). */
export function adminReviewListClauses(normalized: string, query: ListAdminReviewsQuery, order = query.order) {
  const filters = [
    searchCondition(query.q, normalized),
    query.rating === undefined ? null : sql.fragment`r.rating = ${query.rating}`,
    query.tool_id === undefined ? null : sql.fragment`r.tool_id = ${query.tool_id}`,
  ]
  return { filters, order: orderBy(REVIEW_ORDER, query.sort, order, sql.fragment`r.id`, NOT_NULL) }
}

/** The page's ids on the reviews alone (with their tools only when sorted by tool), then its reviews whole. */
const readPage = (db: DatabaseConnection, sort: ListAdminReviewsQuery['sort']) => (clauses: PageClauses) => {
  const from = sort === 'tool_name' ? sql.fragment`FROM reviews r JOIN tools t ON t.id = r.tool_id` : FROM_REVIEWS
  return db.any(sql.type(AdminReviewSchema)`
    SELECT ${reviewColumns}
    FROM ${pageIds(REVIEWS, { from, where: clauses.where, orderBy: clauses.order, limit: clauses.limit, offset: clauses.offset })}
    JOIN reviews r ON r.id = page.id JOIN tools t ON t.id = r.tool_id
    ORDER BY page.position`)
}

/**
 * A page of the reviews the search and filters leave, with their number (capped: admin-list.ts). A page asked by a
 * cursor (`after`, `before`) is a range of reviews_created_at_idx whatever its depth.
 * @throws BadRequestError when the cursor's review no longer exists
 */
export async function listAdminReviews(db: DatabaseConnection, query: ListAdminReviewsQuery) {
  const normalized = query.q
    ? await db.oneFirst(sql.type(z.object({ q: z.string() }))`SELECT search_normalize(${query.q}) AS q`)
    : ''
  const { filters, order } = adminReviewListClauses(normalized, query)
  const cursor = query.after ?? query.before
  if (cursor === undefined) {
    const where = whereAll(filters)
    const counted = await countRowsUpTo(db, { from: FROM_REVIEWS, where, offset: query.offset }, countCap(query.q))
    const reviews = await readPage(db, query.sort)({ where, order, limit: query.limit, offset: query.offset })
    return { reviews, ...counted }
  }
  const { rows, ...counted } = await keysetPage(
    db,
    {
      table: sql.identifier(['reviews']),
      alias: REVIEWS,
      from: FROM_REVIEWS,
      filters,
      orderIn: (direction) => adminReviewListClauses(normalized, query, direction).order,
      readPage: readPage(db, query.sort),
      gone: CURSOR_REVIEW_GONE,
    },
    { ...query, cursor, backwards: query.before !== undefined },
  )
  return { reviews: rows, ...counted }
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
