import useSWR from 'swr'
import useSWRInfinite, { unstable_serialize } from 'swr/infinite'
import { apiFetch, apiFetchPage, type Page } from '@/lib/api-client'
import type { Review, ReviewSummary } from '@/lib/api-types'

export const reviewsKey = (toolSlug: string) => `/api/tools/${encodeURIComponent(toolSlug)}/reviews`
export const reviewSummaryKey = (toolSlug: string) => `${reviewsKey(toolSlug)}/summary`

/** The key of each page of the tool's reviews (20 a page, newest first): the first, then the one each names next. */
const reviewPageKeys = (toolSlug: string) => (index: number, previous: Page<Review> | null) => {
  if (index === 0) return reviewsKey(toolSlug)
  return previous?.next ? `${reviewsKey(toolSlug)}?cursor=${encodeURIComponent(previous.next)}` : null
}
/** What `mutate` takes to re-read the pages of reviews shown. */
export const reviewPagesKey = (toolSlug: string) => unstable_serialize(reviewPageKeys(toolSlug))

export const getReviewSummary = (toolSlug: string) => apiFetch<ReviewSummary>(reviewSummaryKey(toolSlug))

/** The tool's reviews page by page; `setSize(size + 1)` shows the next page. */
export function useReviews(toolSlug: string) {
  return useSWRInfinite(reviewPageKeys(toolSlug), (key: string) => apiFetchPage<Review>(key))
}

/** Average, count and the number of reviews per star. */
export function useReviewSummary(toolSlug: string) {
  return useSWR(reviewSummaryKey(toolSlug), () => getReviewSummary(toolSlug))
}
