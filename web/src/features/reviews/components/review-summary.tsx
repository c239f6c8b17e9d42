import { Skeleton } from '@/components/ui/skeleton'
import { formatRating, Stars } from '@/components/ui/stars'
import type { ReviewSummary as ReviewSummaryData } from '@/lib/api-types'
import { plural } from '@/lib/format'

const stars = ['5', '4', '3', '2', '1'] as const

/** Average rating and one bar per star, atop the Reviews tab. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryData | undefined }) {
  if (!summary) return <Skeleton className="h-44 w-full rounded-2xl" />
  return (
    <div className="grid gap-6 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10">
      <div className="text-center sm:px-4">
        <p className="text-5xl font-semibold tracking-tight text-fg">{formatRating(summary.average)}</p>
        <div className="mt-2 flex justify-center">
          <Stars rating={summary.average} className="size-5" />
        </div>
        <p className="mt-1 text-sm text-muted">{plural(summary.count, 'review')}</p>
      </div>
      <dl className="space-y-2">
        {stars.map((star) => {
          const count = summary.distribution[star] ?? 0
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0
          return (
            <div key={star} className="flex items-center gap-3 text-sm">
              <dt className="w-14 shrink-0 text-muted">{star} star</dt>
              <dd className="flex flex-1 items-center gap-3">
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-subtle">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="w-8 text-right text-muted tabular-nums">{count}</span>
              </dd>
            </div>
          )
        })}
      </dl>
    </div>
  )
}
