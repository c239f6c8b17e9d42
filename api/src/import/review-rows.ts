/**
 * One spreadsheet row → one review, by the admin review form's own rules (AdminReviewFields: reviewer and
 * text required, email optional but valid, rating 1-5 with 5 by default), with the tool named in the row
 * instead of picked from a list, and an optional date.
 */
import type { z } from 'zod'
import { optionalText, requiredText } from '../routes/admin/fields.ts'
import { AdminReviewFields } from '../routes/admin/reviews/schemas.ts'
import type { ColumnMap, ColumnSpec } from './columns.ts'
import { rowFields } from './columns.ts'

export const REVIEW_COLUMNS = {
  fields: {
    tool: ['Tool Name', 'tool', 'tool slug', 'slug'],
    user_name: ['Reviewer Name', 'reviewer', 'name', 'user name'],
    user_email: ['Email', 'reviewer email', 'user email'],
    rating: ['Rating', 'stars'],
    title: ['Review Title', 'title'],
    content: ['Review Text', 'review', 'content', 'text'],
    use_case: ['Use Case Description', 'use case'],
    date: ['Date', 'review date', 'created at'],
    is_verified: ['Verified', 'is verified'],
  },
  required: ['tool', 'user_name', 'content'],
} as const satisfies ColumnSpec<string>

export type ReviewColumn = keyof typeof REVIEW_COLUMNS.fields

const ReviewRow = AdminReviewFields.omit({ tool_id: true }).extend({
  tool: requiredText('Tool name', 200),
  date: optionalText('Date', 30).refine(
    (date) => date === null || isPastDate(date),
    'Date must be a past date written YYYY-MM-DD',
  ),
})
export type StagedReview = z.output<typeof ReviewRow>

function isPastDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getTime() <= Date.now()
}

/** A row's review, or the sentence saying why it was rejected. */
export function parseReviewRow(
  map: ColumnMap<ReviewColumn>,
  cells: readonly string[],
): { review: StagedReview } | { error: string } {
  const parsed = ReviewRow.safeParse(rowFields(map, cells))
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') }
  return { review: parsed.data }
}
