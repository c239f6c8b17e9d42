import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Review } from '@/lib/api-types'
import { reviewPagesKey, reviewSummaryKey, reviewsKey } from './get-reviews'

export type NewReview = { user_name: string; user_email: string; rating: number; title: string; content: string }

/**
 * POST /api/tools/{slug}/reviews, then the list and the summary are re-read.
 * @throws ApiError 400 with per-field `details`, 429 when rate-limited.
 */
export async function createReview(toolSlug: string, review: NewReview) {
  const created = await apiFetch<{ review: Review }>(reviewsKey(toolSlug), {
    method: 'POST',
    body: { tool_id: 0, ...review, title: review.title.trim() || null },
  })
  await Promise.all([mutate(reviewPagesKey(toolSlug)), mutate(reviewSummaryKey(toolSlug))])
  return created
}
