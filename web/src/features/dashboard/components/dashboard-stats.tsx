import { Bookmark, MessageSquare, WandSparkles } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles } from '@/components/ui/styles'
import type { Dashboard } from '@/lib/api-types'

const counters = [
  {
    key: 'saved_tools',
    label: 'Saved Tools',
    icon: Bookmark,
    tone: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300',
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

/** The three counters of the dashboard, real numbers from the API. */
export function DashboardStats({ stats }: { stats: Dashboard['stats'] | undefined }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {counters.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className={`${cardStyles} flex items-center gap-4 p-5`}>
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-fg tabular-nums">
              {stats ? stats[key].toLocaleString('en-US') : <Skeleton className="h-8 w-10" />}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  )
}
