import { CircleAlert, RefreshCw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatCount, plural } from '@/lib/format'
import type { AdminLink } from '../../shell/nav-links'
import { type AdminStats, useAdminStats, zeroStats } from '../api/get-stats'

type Count = Exclude<keyof AdminStats, 'topTools' | 'topBundles'>

/** The six figures with their goals; `goal` is the figure that counts as reached. */
const figures: readonly { key: Count; label: string; goal: number; goalText: string }[] = [
  { key: 'totalTools', label: 'AI Tools', goal: 5000, goalText: '5,000' },
  { key: 'totalBundles', label: 'Bundles', goal: 50, goalText: '50–100' },
  { key: 'totalCategories', label: 'Categories', goal: 10, goalText: '10–20' },
  { key: 'totalBlogPosts', label: 'Blog Posts', goal: 100, goalText: '100+' },
  { key: 'totalReviews', label: 'Reviews', goal: 1000, goalText: '1,000+' },
  { key: 'totalUsers', label: 'Users', goal: 10_000, goalText: '10K in 6 months' },
]

/** The admin dashboard: figures against goals, top tools and bundles, quick actions. */
export function AdminDashboard({ quickActions }: { quickActions: readonly AdminLink[] }) {
  const { data, error, isLoading, mutate } = useAdminStats()
  const stats = data ?? zeroStats
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">Dashboard</h1>
        <p className="mt-1 text-sm text-muted">The directory at a glance, and how far it is from its goals.</p>
      </div>
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          <CircleAlert aria-hidden="true" className="size-4" />
          <p className="flex-1 font-medium">Failed to load dashboard</p>
          <button type="button" className={buttonStyles.small} onClick={() => void mutate()}>
            <RefreshCw aria-hidden="true" />
            Retry
          </button>
        </div>
      )}
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          Figures and goals
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(({ key, label, goal, goalText }) => {
            const value = stats[key]
            const percent = Math.min(100, Math.round((value / goal) * 100))
            return (
              <li key={key} className={`${cardStyles} p-5`}>
                <p className="text-sm font-medium text-muted">{label}</p>
                <div className="mt-1 text-3xl font-semibold tracking-tight text-fg tabular-nums">
                  {isLoading ? <Skeleton className="h-9 w-16" /> : formatCount(value)}
                </div>
                <ProgressBar label={`${label} towards the goal of ${goalText}`} percent={percent} className="mt-4" />
                <p className="mt-2 flex justify-between text-xs text-muted">
                  <span>Goal: {goalText}</span>
                  <span className="tabular-nums">{percent}%</span>
                </p>
              </li>
            )
          })}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopList
          title="Top Tools"
          empty="No tool has been visited yet."
          rows={stats.topTools.map((tool) => ({
            id: tool.id,
            name: tool.name,
            href: paths.tool.href(tool.slug),
            // `views` counts clicks on the tool page's Visit Website button.
            detail: `${plural(tool.views, 'Visit Website click')} · ★ ${tool.rating.toFixed(1)}`,
          }))}
        />
        <TopList
          title="Top Bundles"
          empty="No bundles yet."
          rows={stats.topBundles.map((bundle) => ({
            id: bundle.id,
            name: bundle.name,
            href: paths.bundle.href(bundle.slug),
            detail: `Popularity ${formatCount(bundle.popularity)}`,
          }))}
        />
      </div>
      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="text-lg font-semibold text-fg">
          Quick Actions
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ label, href, icon: Icon, description }) => (
            <li key={href}>
              <Link
                to={href}
                className={`${cardStyles} flex items-start gap-3 p-4 transition hover:border-brand-300 dark:hover:border-brand-700`}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
                <span>
                  <span className="block text-sm font-semibold text-fg">{label}</span>
                  <span className="block text-xs text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

type TopRow = { id: number; name: string; href: string; detail: string }

function TopList({ title, empty, rows }: { title: string; empty: string; rows: readonly TopRow[] }) {
  return (
    <section aria-label={title} className={`${cardStyles} p-5`}>
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {rows.map((row, index) => (
            <li key={row.id} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="w-5 text-muted tabular-nums">{index + 1}</span>
              <Link to={row.href} className="flex-1 truncate font-medium text-fg hover:underline">
                {row.name}
              </Link>
              <span className="text-muted tabular-nums">{row.detail}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
