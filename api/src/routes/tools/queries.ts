import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { toolPlansJson } from './plan-queries.ts'
import { DiscontinuedToolSchema, ReviewSchema, ReviewSummarySchema, ToolPageSchema, ToolSchema } from './schemas.ts'

/** The columns of a public tool, from `tools t` joined to `categories c`. */
export const toolColumns = sql.fragment`
  t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
  t.is_paid, t.is_featured, t.short_description, t.description, t.website_url, t.video_url, t.pdf_url,
  t.screenshots, t.features, t.use_cases, t.platforms, t.has_api, t.open_source, t.license, t.company, t.tags,
  t.free_credit_info, t.rating, t.review_count, t.created_at, t.updated_at`

/** Active tools by id, in the order of `ids` (the search engine's ranking). */
export function findActiveToolsByIds(db: DatabaseConnection, ids: readonly number[]) {
  return db.any(sql.type(ToolSchema)`
    SELECT ${toolColumns}
    FROM unnest(${sql.array([...ids], 'int4')}::int[]) WITH ORDINALITY AS wanted(id, position)
    JOIN tools t ON t.id = wanted.id
    LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active'
    ORDER BY wanted.position`)
}

export function findActiveToolBySlug(db: DatabaseConnection, slug: string) {
  return db.maybeOne(sql.type(ToolPageSchema)`
    SELECT ${toolColumns}, EXISTS (SELECT FROM tool_makers m WHERE m.tool_id = t.id) AS verified_maker,
           ${toolPlansJson} AS plans, t.discontinued_at,
           (SELECT h.checked_at FROM tool_link_health h
            WHERE h.tool_id = t.id AND h.status IN ('ok', 'redirected')) AS link_checked_at
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.slug = ${slug} AND t.status = 'active'`)
}

/** A page of the discontinued tools (still active: an admin may hide one), most recently discontinued first. */
export async function listDiscontinuedTools(db: DatabaseConnection, page: { limit: number; offset: number }) {
  const where = sql.fragment`WHERE t.discontinued_at IS NOT NULL AND t.status = 'active'`
  const total = await db.oneFirst(sql.type(z.object({ total: z.number() }))`
    SELECT count(*)::int AS total FROM tools t ${where}`)
  const tools = await db.any(sql.type(DiscontinuedToolSchema)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
           t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags, t.discontinued_at
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    ${where}
    ORDER BY t.discontinued_at DESC, t.id
    LIMIT ${page.limit} OFFSET ${page.offset}`)
  return { total, tools }
}

const ToolId = z.object({ id: z.number() })
export function findActiveToolIdBySlug(db: DatabaseConnection, slug: string) {
  return db.maybeOneFirst(sql.type(ToolId)`SELECT id FROM tools WHERE slug = ${slug} AND status = 'active'`)
}

/** Where a page of reviews ended: its last review's time, to the microsecond, and id (the order's tie-break). */
type ReviewPosition = { at: string; id: number }
const ReviewPositionContent = z.tuple([z.iso.datetime({ precision: 6 }), z.number().int().min(1).max(MAX_DATABASE_ID)])

/** The cursor of the page after `position`: opaque to clients, who only send it back. */
const reviewCursor = ({ at, id }: ReviewPosition) => Buffer.from(JSON.stringify([at, id])).toString('base64url')

/** The position a cursor names; null for anything that is not a cursor we gave. */
export function reviewPositionOf(cursor: string): ReviewPosition | null {
  let content: unknown
  try {
    content = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    return null
  }
  const parsed = ReviewPositionContent.safeParse(content)
  return parsed.success ? { at: parsed.data[0], id: parsed.data[1] } : null
}

const ReviewPageRow = ReviewSchema.omit({ maker_reply: true }).extend({
  position_at: z.string(),
  reply_content: z.string().nullable(),
  reply_created_at: z.string().nullable(),
  reply_updated_at: z.string().nullable(),
})
type ReviewPageRow = z.infer<typeof ReviewPageRow>

/** A page row as the API sends it: the maker's reply as one object, or null. */
function toReview({ position_at: _, reply_content, reply_created_at, reply_updated_at, ...review }: ReviewPageRow) {
  const maker_reply =
    reply_content !== null && reply_created_at !== null && reply_updated_at !== null
      ? { content: reply_content, created_at: reply_created_at, updated_at: reply_updated_at }
      : null
  return { ...review, maker_reply }
}

/** One page of a tool's reviews, newest first, and the cursor of the next page (null on the last one). */
export async function listReviewsByTool(
  db: DatabaseConnection,
  toolId: number,
  { limit, after }: { limit: number; after: ReviewPosition | null },
) {
  // One row more than the page tells whether another page follows.
  const rows = await db.any(sql.type(ReviewPageRow)`
    SELECT r.id, r.tool_id, r.user_name, r.rating, r.title, r.content, r.is_verified, r.helpful_count, r.created_at,
           to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at,
           rr.content AS reply_content, rr.created_at AS reply_created_at, rr.updated_at AS reply_updated_at
    FROM reviews r LEFT JOIN review_replies rr ON rr.review_id = r.id
    WHERE r.tool_id = ${toolId}
      ${after ? sql.fragment`AND (r.created_at, r.id) < (${after.at}::timestamptz, ${after.id})` : sql.fragment``}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit + 1}`)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    reviews: page.map(toReview),
    next: rows.length > limit && last ? reviewCursor({ at: last.position_at, id: last.id }) : null,
  }
}

export function summarizeReviewsByTool(db: DatabaseConnection, toolId: number) {
  return db.one(sql.type(ReviewSummarySchema)`
    SELECT coalesce(round(avg(rating), 2), 0)::float8 AS average, count(*)::int AS count,
           jsonb_build_object(
             '1', count(*) FILTER (WHERE rating = 1), '2', count(*) FILTER (WHERE rating = 2),
             '3', count(*) FILTER (WHERE rating = 3), '4', count(*) FILTER (WHERE rating = 4),
             '5', count(*) FILTER (WHERE rating = 5)) AS distribution
    FROM reviews WHERE tool_id = ${toolId}`)
}

/**
 * Tools most like this one ("alternatives"): the same category counts twice a shared tag, then the
 * number of shared tags, then popularity.
 */
export function listAlternativeTools(db: DatabaseConnection, toolId: number, limit: number) {
  return db.any(sql.type(ToolSchema)`
    WITH base AS (SELECT id, category_id, tags FROM tools WHERE id = ${toolId})
    SELECT ${toolColumns}
    FROM base, tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' AND t.discontinued_at IS NULL AND t.id <> base.id AND (t.category_id = base.category_id OR t.tags && base.tags)
    ORDER BY 2 * (t.category_id IS NOT DISTINCT FROM base.category_id)::int
               + cardinality(ARRAY(SELECT unnest(t.tags) INTERSECT SELECT unnest(base.tags))) DESC,
             ln(1 + t.review_count) * t.rating + ln(1 + t.click_count) DESC,
             t.name_normalized
    LIMIT ${limit}`)
}
