import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useReviewSummary, useReviews } from '../api/get-reviews'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'

type ReviewsPanelProps = {
  toolSlug: string
  /** After a new review: the page re-reads the tool, whose rating and review count changed. */
  onReviewCreated: () => void
}

/** The Reviews tab: summary with distribution bars, Write Review, then the list. */
export function ReviewsPanel({ toolSlug, onReviewCreated }: ReviewsPanelProps) {
  const summary = useReviewSummary(toolSlug)
  const reviews = useReviews(toolSlug)
  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary.data} />
      <ReviewForm toolSlug={toolSlug} onCreated={onReviewCreated} />
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
