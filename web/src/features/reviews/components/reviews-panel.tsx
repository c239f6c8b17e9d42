import type { ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useReviewSummary, useReviews } from '../api/get-reviews'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'

type ReviewsPanelProps = {
  toolSlug: string
  /** The Write Review button and form, placed above the list (spec §2; arrives with the reviews issue). */
  writeReview?: ReactNode
}

/** The Reviews tab: summary with distribution bars, then the list. */
export function ReviewsPanel({ toolSlug, writeReview }: ReviewsPanelProps) {
  const summary = useReviewSummary(toolSlug)
  const reviews = useReviews(toolSlug)
  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary.data} />
      {writeReview}
      {reviews.error ? (
        <LoadError what="reviews" onRetry={() => void reviews.mutate()} />
      ) : reviews.data ? (
        <ReviewList reviews={reviews.data} />
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
    </div>
  )
}
