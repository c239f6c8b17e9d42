import { Star } from 'lucide-react'
import { formatRating } from '@/components/ui/stars'
import { plural } from '@/lib/format'

/** "★ 4.5 (12 reviews)": the rating to one decimal and the number of reviews, as tool cards show them. */
export function ToolRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star
        aria-hidden="true"
        className={`size-4 ${reviewCount > 0 ? 'fill-amber-400 text-amber-400' : 'text-zinc-300 dark:text-zinc-600'}`}
      />
      <span className="font-semibold text-fg">{formatRating(rating)}</span>
      <span className="text-muted">({plural(reviewCount, 'review')})</span>
    </p>
  )
}
