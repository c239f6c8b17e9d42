import { Bookmark, BookOpen, Heart, MessageSquare, WandSparkles } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles } from '@/components/ui/styles'
import type { Dashboard } from '@/lib/api-types'
import { formatCount } from '@/lib/format'

const counters = [
  {
    key: 'saved_tools',
    label: 'Saved Tools',
    icon: Bookmark,
    tone: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300',
  },
  {
    key: 'saved_bundles',
    label: 'Favorite Bundles',
    icon: Heart,
    tone: 'bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-300',
  },
  {
    key: 'saved_posts',
    label: 'Saved Articles',
    icon: BookOpen,
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-300',
  },
  {
    key: 'custom_kits',
    label: 'Custom Kits',
    icon: WandSparkles,
    tone: 'bg-violet-50 text-violet-600 dark:bg-violet-500/10 dark:text-violet-300',
  },
  {
    key: 'reviews_written',
    label: 'Reviews Written',
    icon: MessageSquare,
    tone: 'bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300',
  },
] as const

/**
 * The dashboard's counters, real numbers from the API: two to a row on a phone (the last one alone across it), all
 * five in one row on a wide screen.
 */
export function DashboardStats({ stats }: { stats: Dashboard['stats'] | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {counters.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className={`${cardStyles} flex flex-col gap-3 p-4 last:col-span-2 sm:p-5 sm:last:col-span-1`}>
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-fg tabular-nums">
              {stats ? formatCount(stats[key]) : <Skeleton className="h-8 w-10" />}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  )
}
