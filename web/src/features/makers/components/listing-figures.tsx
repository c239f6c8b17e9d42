import { ArrowDownRight, ArrowUpRight } from 'lucide-react'
import { cardStyles } from '@/components/ui/styles'
import type { ListingWeek } from '@/lib/api-types'
import { formatCount } from '@/lib/format'
import { FIGURES, type FigureKey, weekLabel, weekOverWeek } from '../lib/listing-figures'

/** "+25% vs last week", "No visits last week": the change, in words and colour. */
function Change({ weeks, figure }: { weeks: readonly ListingWeek[]; figure: FigureKey }) {
  const { previous, percent } = weekOverWeek(weeks, figure)
  if (percent === null) return <p className="text-xs text-muted">None last week</p>
  const up = percent >= 0
  const Icon = up ? ArrowUpRight : ArrowDownRight
  const tone = up ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'
  return (
    <p className="flex items-center gap-1 text-xs text-muted">
      <span className={`inline-flex items-center font-medium ${tone}`}>
        <Icon aria-hidden="true" className="size-3.5" />
        {up ? '+' : ''}
        {percent}%
      </span>
      vs {formatCount(previous)} last week
    </p>
  )
}

/** This week's four figures, each against last week. */
export function ThisWeek({ weeks }: { weeks: readonly ListingWeek[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FIGURES.map(({ key, label, hint }) => (
        <div key={key} className={`${cardStyles} flex flex-col gap-1 p-4 sm:p-5`} title={hint}>
          <dt className="text-sm text-muted">{label} this week</dt>
          <dd className="text-3xl font-semibold tracking-tight text-fg tabular-nums">
            {formatCount(weekOverWeek(weeks, key).current)}
          </dd>
          <dd>
            <Change weeks={weeks} figure={key} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Every week's figures, newest first: a real table (screen readers read the numbers), each cell with a bar
 * scaled to its column's busiest week so the trend shows at a glance.
 */
export function WeeklyTable({ weeks }: { weeks: readonly ListingWeek[] }) {
  const peaks = Object.fromEntries(FIGURES.map(({ key }) => [key, Math.max(1, ...weeks.map((week) => week[key]))]))
  return (
    <div className={`${cardStyles} overflow-x-auto`}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Weekly figures, newest week first</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="px-4 py-3 font-medium">
              Week of
            </th>
            {FIGURES.map(({ key, label }) => (
              <th key={key} scope="col" className="px-4 py-3 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {[...weeks].reverse().map((week) => (
            <tr key={week.week_start}>
              <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap text-fg">
                {weekLabel(week.week_start)}
              </th>
              {FIGURES.map(({ key }) => (
                <td key={key} className="px-4 py-2.5">
                  <div className="flex items-center gap-2">
                    <span className="w-10 text-right text-fg tabular-nums">{formatCount(week[key])}</span>
                    <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-subtle">
                      <span
                        className="block h-2 rounded-full bg-brand-500"
                        style={{ width: `${(week[key] / (peaks[key] ?? 1)) * 100}%` }}
                      />
                    </span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
