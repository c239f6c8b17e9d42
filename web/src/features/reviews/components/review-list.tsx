import { BadgeCheck, MessageSquare, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Stars } from '@/components/ui/stars'
import type { Review } from '@/lib/api-types'
import { formatShortDate } from '@/lib/format'
import { voteHelpful } from '../api/vote-helpful'
import { MakerReply } from './maker-reply'

function HelpfulButton({ review }: { review: Review }) {
  const [count, setCount] = useState(review.helpful_count)
  const [voted, setVoted] = useState(false)
  async function vote() {
    setVoted(true)
    try {
      setCount((await voteHelpful(review.id)).helpful_count)
    } catch {
      setVoted(false)
    }
  }
  return (
    <button
      type="button"
      onClick={vote}
      disabled={voted}
      aria-pressed={voted}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-medium text-muted hover:bg-subtle hover:text-fg disabled:opacity-100 aria-pressed:text-brand-600 dark:aria-pressed:text-brand-400"
    >
      <ThumbsUp aria-hidden="true" className="size-3.5" />
      Helpful ({count})
    </button>
  )
}

type ReviewListProps = {
  reviews: readonly Review[]
  /** The signed-in account is the tool's verified maker: each review offers it a reply. */
  canReply?: boolean
  /** After the maker's reply changed. */
  onReplyChanged?: () => void
}

/**
 * The reviews, newest first as the API sends them, with the Verified badge, the Helpful vote and the maker's
 * reply.
 */
export function ReviewList({ reviews, canReply = false, onReplyChanged = () => {} }: ReviewListProps) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No reviews yet"
        hint="Be the first to share how this tool works for you."
      />
    )
  }
  return (
    <ul className="divide-y divide-line">
      {reviews.map((review) => (
        <li key={review.id} className="py-6 first:pt-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-fg">{review.user_name}</span>
            {review.is_verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </span>
            )}
            <time dateTime={review.created_at} className="text-sm text-muted">
              {formatShortDate(review.created_at)}
            </time>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <Stars rating={review.rating} />
            <span className="sr-only">{review.rating} out of 5 stars</span>
            {review.title && <h3 className="font-medium text-fg">{review.title}</h3>}
          </div>
          <p className="mt-2 text-sm leading-6 whitespace-pre-line text-fg/90">{review.content}</p>
          <div className="mt-3">
            <HelpfulButton review={review} />
          </div>
          <MakerReply reviewId={review.id} reply={review.maker_reply} canReply={canReply} onChanged={onReplyChanged} />
        </li>
      ))}
    </ul>
  )
}
