import { type DatabaseConnection, sql } from '@kitly/db'
import { LISTING_WEEKS, ListingDetailSchema, ListingSchema, ListingWeekSchema } from './schemas.ts'

const listingColumns = sql.fragment`
  t.id, t.slug, t.name, t.logo_url, t.status, t.discontinued_at, m.verified_at, t.rating, t.review_count,
  (SELECT count(*)::int FROM reviews r WHERE r.tool_id = t.id
     AND NOT EXISTS (SELECT FROM review_replies rr WHERE rr.review_id = r.id)) AS unanswered_reviews,
  (SELECT json_build_object('id', e.id, 'state', e.state, 'pricing_model', e.pricing_model,
            'free_credit_info', e.free_credit_info, 'source_url', e.source_url,
            'reviewer_message', e.reviewer_message, 'reject_reason', e.reject_reason,
            'submitted_at', e.submitted_at, 'decided_at', e.decided_at)
   FROM tool_submissions e WHERE e.edit_of = t.id ORDER BY e.submitted_at DESC, e.id DESC LIMIT 1) AS edit_request`

/** `FROM … WHERE …` of the tools (`t`) `userId` is the verified maker of (`m`): more conditions follow with AND. */
export const fromListingsOf = (userId: number) =>
  sql.fragment`FROM tool_makers m JOIN tools t ON t.id = m.tool_id WHERE m.user_id = ${userId}`

/** The tools `userId` is the verified maker of, by name. */
export function listListings(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(ListingSchema)`
    SELECT ${listingColumns} ${fromListingsOf(userId)} ORDER BY t.name_normalized, t.id`)
}

/** The listing `slug` when `userId` is its verified maker, else null (someone else's tool looks missing). */
export function findListing(db: DatabaseConnection, userId: number, slug: string) {
  return db.maybeOne(sql.type(ListingSchema)`
    SELECT ${listingColumns} ${fromListingsOf(userId)} AND t.slug = ${slug}`)
}

/** The listing `slug` with the fields its maker may edit, when `userId` is its verified maker; else null. */
export function findListingDetail(db: DatabaseConnection, userId: number, slug: string) {
  return db.maybeOne(sql.type(ListingDetailSchema)`
    SELECT ${listingColumns}, t.short_description, t.description, t.screenshots, t.video_url, t.tags,
           t.pricing_model, t.free_credit_info
    ${fromListingsOf(userId)} AND t.slug = ${slug}`)
}

/**
 * The tool's figures per week (Monday to Sunday, UTC), the last LISTING_WEEKS weeks oldest first, zeros where
 * nothing happened. Saves count the saves made that week that are still kept.
 */
export function listWeeklyFigures(db: DatabaseConnection, toolId: number) {
  return db.any(sql.type(ListingWeekSchema)`
    WITH weeks AS (
      SELECT week::date AS week_start
      FROM generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - ${LISTING_WEEKS - 1} * interval '1 week',
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '1 week') AS week
    )
    SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start,
           coalesce(sum(s.clicks), 0)::int AS clicks,
           (SELECT count(*)::int FROM saved_tools st
             WHERE st.tool_id = ${toolId}
               AND st.created_at >= w.week_start::timestamp AT TIME ZONE 'UTC'
               AND st.created_at < (w.week_start + 7)::timestamp AT TIME ZONE 'UTC') AS saves,
           coalesce(sum(s.compare_adds), 0)::int AS compare_adds,
           coalesce(sum(s.kit_inclusions), 0)::int AS kit_inclusions
    FROM weeks w
    LEFT JOIN tool_daily_stats s ON s.tool_id = ${toolId} AND s.day >= w.week_start AND s.day < w.week_start + 7
    GROUP BY w.week_start
    ORDER BY w.week_start`)
}
