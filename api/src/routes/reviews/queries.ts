import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { ReviewSchema } from '../tools/schemas.ts'
import { SavedReplySchema, ToolRatingSchema } from './schemas.ts'

/**
 * Sets each tool's rating and review_count from its reviews. Call it in the transaction that changed
 * the reviews, so readers never see a count that disagrees with the list.
 *
 * The tools' rows are locked first, in id order, in a statement of their own: a concurrent writer of the
 * same tool waits here until this transaction commits, and its recount (a new statement, so a new
 * snapshot under READ COMMITTED) then sees this transaction's review too. Without the lock, two reviews
 * written at once could each store an average that misses the other. NO KEY UPDATE, because inserting a
 * review takes a KEY SHARE lock on its tool (the foreign key), which FOR UPDATE would deadlock against.
 */
export async function refreshToolRatings(tx: DatabaseTransactionConnection, toolIds: readonly number[]): Promise<void> {
  if (toolIds.length === 0) return
  await lockTools(tx, toolIds)
  await tx.query(sql.typeAlias('void')`
    UPDATE tools
    SET rating = coalesce(stats.average, 0), review_count = coalesce(stats.count, 0)
    FROM unnest(${sql.array([...toolIds], 'int4')}::int[]) AS target(id)
    LEFT JOIN LATERAL (
      SELECT round(avg(rating), 2) AS average, count(*)::int AS count FROM reviews WHERE reviews.tool_id = target.id
    ) AS stats ON true
    WHERE tools.id = target.id`)
}

const Id = z.object({ id: z.number() })

/** Locks the tools' rows against other rating updates until the transaction ends (see refreshToolRatings). */
export async function lockTools(tx: DatabaseTransactionConnection, toolIds: readonly number[]): Promise<void> {
  await tx.any(sql.type(Id)`
    SELECT id FROM tools WHERE id = ANY(${sql.array([...toolIds], 'int4')}) ORDER BY id FOR NO KEY UPDATE`)
}

export type NewReview = {
  toolId: number
  userId: number | null
  user_name: string
  user_email: string
  rating: number
  title: string | null
  content: string
}

/** Adds a review and recounts its tool's rating, in the caller's transaction. */
export async function insertReview(tx: DatabaseTransactionConnection, review: NewReview) {
  await lockTools(tx, [review.toolId])
  const row = await tx.one(sql.type(ReviewSchema)`
    INSERT INTO reviews (tool_id, user_id, user_name, user_email, rating, title, content)
    VALUES (${review.toolId}, ${review.userId}, ${review.user_name}, ${review.user_email}, ${review.rating},
            ${review.title}, ${review.content})
    RETURNING id, tool_id, user_name, rating, title, content, is_verified, helpful_count, created_at,
              NULL AS maker_reply`)
  await refreshToolRatings(tx, [review.toolId])
  return row
}

export function findToolRating(db: DatabaseConnection, toolId: number) {
  return db.one(sql.type(ToolRatingSchema)`SELECT id, slug, rating, review_count FROM tools WHERE id = ${toolId}`)
}

const HelpfulCount = z.object({ helpful_count: z.number() })

/**
 * Records one "helpful" vote per voter and review; a repeat changes nothing. Returns the review's count
 * and whether this vote was new, or null when there is no such review.
 */
export async function addHelpfulVote(
  tx: DatabaseTransactionConnection,
  reviewId: number,
  voter: { key: string; userId: number | null },
): Promise<{ helpful_count: number; counted: boolean } | null> {
  const exists = await tx.exists(sql.typeAlias('void')`SELECT FROM reviews WHERE id = ${reviewId}`)
  if (!exists) return null
  const added = await tx.maybeOneFirst(sql.type(z.object({ review_id: z.number() }))`
    INSERT INTO review_votes (review_id, voter_key, user_id) VALUES (${reviewId}, ${voter.key}, ${voter.userId})
    ON CONFLICT (review_id, voter_key) DO NOTHING
    RETURNING review_id`)
  // An increment, not a recount: the UPDATE re-reads the latest row, so concurrent votes all count.
  const count =
    added === null
      ? await tx.oneFirst(sql.type(HelpfulCount)`SELECT helpful_count FROM reviews WHERE id = ${reviewId}`)
      : await tx.oneFirst(sql.type(HelpfulCount)`
          UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ${reviewId} RETURNING helpful_count`)
  return { helpful_count: count, counted: added !== null }
}

const ReviewTool = z.object({ tool_id: z.number(), maker_id: z.number().nullable() })

/** The review's tool and that tool's verified maker (null: none), or null when there is no such review. */
export function findReviewTool(db: DatabaseConnection, reviewId: number) {
  return db.maybeOne(sql.type(ReviewTool)`
    SELECT r.tool_id, m.user_id AS maker_id
    FROM reviews r JOIN tools t ON t.id = r.tool_id AND t.status = 'active'
    LEFT JOIN tool_makers m ON m.tool_id = r.tool_id
    WHERE r.id = ${reviewId}`)
}

/** Writes the review's one reply, or rewrites it: a maker answers a review once and may correct the answer. */
export function saveReply(db: DatabaseConnection, reply: { reviewId: number; userId: number; content: string }) {
  return db.one(sql.type(SavedReplySchema)`
    INSERT INTO review_replies (review_id, user_id, content) VALUES (${reply.reviewId}, ${reply.userId}, ${reply.content})
    ON CONFLICT (review_id) DO UPDATE SET user_id = excluded.user_id, content = excluded.content
    RETURNING review_id, content, created_at, updated_at`)
}

/** Removes the review's reply; false when it had none. */
export async function deleteReply(db: DatabaseConnection, reviewId: number): Promise<boolean> {
  const result = await db.query(sql.typeAlias('void')`DELETE FROM review_replies WHERE review_id = ${reviewId}`)
  return result.rowCount > 0
}
