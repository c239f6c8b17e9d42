import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Review, ReviewSummary } from '@/lib/api-types'

export const reviewsKey = (toolSlug: string) => `/api/tools/${encodeURIComponent(toolSlug)}/reviews`
export const reviewSummaryKey = (toolSlug: string) => `${reviewsKey(toolSlug)}/summary`

export const getReviews = (toolSlug: string) => apiFetch<Review[]>(reviewsKey(toolSlug))
export const getReviewSummary = (toolSlug: string) => apiFetch<ReviewSummary>(reviewSummaryKey(toolSlug))

export function useReviews(toolSlug: string) {
  return useSWR(reviewsKey(toolSlug), () => getReviews(toolSlug))
}

/** Average, count and the number of reviews per star. */
export function useReviewSummary(toolSlug: string) {
  return useSWR(reviewSummaryKey(toolSlug), () => getReviewSummary(toolSlug))
}
