import { type DatabaseTransactionConnection, sql } from '../../db/sql.ts'

/**
 * Sets each tool's rating and review_count from its reviews. Call it in the transaction that changed
 * the reviews, so readers never see a count that disagrees with the list.
 */
export async function refreshToolRatings(tx: DatabaseTransactionConnection, toolIds: readonly number[]): Promise<void> {
  if (toolIds.length === 0) return
  await tx.query(sql.typeAlias('void')`
    UPDATE tools
    SET rating = coalesce(stats.average, 0), review_count = coalesce(stats.count, 0)
    FROM unnest(${sql.array([...toolIds], 'int4')}::int[]) AS target(id)
    LEFT JOIN LATERAL (
      SELECT round(avg(rating), 2) AS average, count(*)::int AS count FROM reviews WHERE reviews.tool_id = target.id
    ) AS stats ON true
    WHERE tools.id = target.id`)
}
