import { Bookmark, BookOpen, Heart, History, MessageSquare, WandSparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { Activity } from '@/lib/api-types'
import { formatShortDate } from '@/lib/format'

const kinds = {
  saved_tool: { icon: Bookmark, verb: 'Saved' },
  saved_bundle: { icon: Heart, verb: 'Added to favorites' },
  saved_post: { icon: BookOpen, verb: 'Saved article' },
  review: { icon: MessageSquare, verb: 'Reviewed' },
  kit: { icon: WandSparkles, verb: 'Created kit' },
} as const

/** The user's latest saves (tools and articles), favorites, reviews and kits, newest first. */
export function RecentActivity({ activity }: { activity: readonly Activity[] | undefined }) {
  if (!activity) {
    return (
      <div className="space-y-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    )
  }
  if (activity.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No activity yet"
        hint="Save a tool, write a review or build a kit to see it here."
      />
    )
  }
  return (
    <ul className="divide-y divide-line">
      {activity.map((entry) => {
        const { icon: Icon, verb } = kinds[entry.kind]
        return (
          <li key={`${entry.kind}-${entry.path}-${entry.occurred_at}`} className="flex items-center gap-3 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-subtle text-muted">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <p className="min-w-0 flex-1 text-sm text-fg">
              {verb}{' '}
              <Link to={entry.path} className="font-medium text-brand-600 hover:underline dark:text-brand-400">
                {entry.title}
              </Link>
              {entry.rating !== null && <span className="text-muted"> · {entry.rating}/5</span>}
            </p>
            <time dateTime={entry.occurred_at} className="shrink-0 text-xs text-muted">
              {formatShortDate(entry.occurred_at)}
            </time>
          </li>
        )
      })}
    </ul>
  )
}
