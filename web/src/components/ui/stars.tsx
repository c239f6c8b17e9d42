import { Star } from 'lucide-react'

/** Five stars filled to `rating` (halves round to the nearer star); decorative, the text beside carries the value. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const filled = Math.round(rating)
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={`${className} ${star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-zinc-300 dark:text-zinc-600'}`}
        />
      ))}
    </span>
  )
}

/** A rating to one decimal: 4 → "4.0". */
export const formatRating = (rating: number) => rating.toFixed(1)
