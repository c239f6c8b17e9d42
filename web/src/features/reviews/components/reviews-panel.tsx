import { LoadError } from '@/components/ui/load-error'
import { LoadMoreButton } from '@/components/ui/load-more-button'
import { Skeleton } from '@/components/ui/skeleton'
import { useReviewSummary, useReviews } from '../api/get-reviews'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'
import { ReviewSummary } from './review-summary'

type ReviewsPanelProps = {
  toolSlug: string
  /** After a new review: the page re-reads the tool, whose rating and review count changed. */
  onReviewCreated: () => void
  /** The signed-in account is the tool's verified maker, who may reply to each review. */
  canReply?: boolean
  /** Why the tool takes no new reviews (it is discontinued), said in place of Write Review; null when it takes them. */
  closedNote?: string | null
}

/** The Reviews tab: summary with distribution bars, Write Review, then the list, a page at a time. */
export function ReviewsPanel({ toolSlug, onReviewCreated, canReply = false, closedNote = null }: ReviewsPanelProps) {
  const summary = useReviewSummary(toolSlug)
  const { data: pages, error, mutate, size, setSize, isValidating } = useReviews(toolSlug)
  const loadingMore = isValidating && size > (pages?.length ?? 0)
  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary.data} />
      {closedNote ? (
        <p className="rounded-xl border border-line bg-subtle p-4 text-sm text-muted">{closedNote}</p>
      ) : (
        <ReviewForm toolSlug={toolSlug} onCreated={onReviewCreated} />
      )}
      {error ? (
        <LoadError what="reviews" onRetry={() => void mutate()} />
      ) : pages ? (
        <div className="flex flex-col items-center gap-6">
          <div className="w-full">
            <ReviewList
              reviews={pages.flatMap((page) => page.items)}
              canReply={canReply}
              onReplyChanged={() => void mutate()}
            />
          </div>
          {pages.at(-1)?.next && (
            <LoadMoreButton loading={loadingMore} onClick={() => void setSize(size + 1)}>
              Show more reviews
            </LoadMoreButton>
          )}
        </div>
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
