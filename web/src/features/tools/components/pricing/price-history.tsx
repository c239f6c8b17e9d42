import { formatPlanMoney } from '@kitly/api/plan-rules'
import { cardStyles } from '@/components/ui/styles'
import { formatCalendarDate } from '@/lib/format'
import { changeDate, changeText } from '@/lib/plan-changes'
import { usePricing } from '../../api/get-pricing'
import { type PriceLine, priceSeries } from '../../lib/price-series'

// An SVG of our own rather than a charting library: a few step lines need no more, it costs about 2 kB instead of
// the 40-100 kB of the libraries, and it is described for screen readers (the list of changes says it all in words).
// The lines stretch to the box (non-scaling strokes); the labels are HTML, so they stay legible on a phone.
const WIDTH = 1000
const HEIGHT = 100
const COLORS = ['stroke-brand-500', 'stroke-emerald-500', 'stroke-amber-500', 'stroke-rose-500', 'stroke-sky-500']
const DOTS = ['bg-brand-500', 'bg-emerald-500', 'bg-amber-500', 'bg-rose-500', 'bg-sky-500']
const DAY = 86_400_000

const time = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** The step path of one plan's monthly price: level from each version to the next, then up or down to it. */
function stepPath(line: PriceLine, x: (date: string) => number, y: (price: number) => number): string {
  return line.points
    .map((point, index) => {
      const next = line.points[index + 1]?.date ?? line.end
      const start =
        index === 0 ? `M${x(point.date).toFixed(1)} ${y(point.price).toFixed(1)}` : `V${y(point.price).toFixed(1)}`
      return `${start} H${x(next).toFixed(1)}`
    })
    .join(' ')
}

/** The tool's price history: each plan's monthly price over time, and every change in words. */
export function PriceHistory({ slug }: { slug: string }) {
  const { data } = usePricing(slug)
  if (!data || data.history.length === 0) return null
  const today = new Date().toISOString().slice(0, 10)
  const { currency, lines, leftOut } = priceSeries(data.history, today)
  const dates = lines.flatMap((line) => [...line.points.map((point) => point.date), line.end])
  const first = Math.min(...dates.map(time))
  // A history of one day still gets a width to draw across.
  const last = Math.max(first + 30 * DAY, ...dates.map(time))
  const top = Math.max(1, ...lines.flatMap((line) => line.points.map((point) => point.price))) * 1.15
  const x = (date: string) => ((time(date) - first) / (last - first)) * WIDTH
  // The line at 0 sits a little above the bottom edge, so its stroke is not cut in half.
  const y = (price: number) => HEIGHT - 2 - (price / top) * (HEIGHT - 4)
  const money = (amount: number) => (currency ? formatPlanMoney(Math.round(amount * 100) / 100, currency) : '')
  const firstDate = new Date(first).toISOString().slice(0, 10)

  return (
    <figure className={`${cardStyles} mt-6 p-4`}>
      <figcaption className="text-sm font-semibold text-fg">Price history (per month)</figcaption>
      {lines.length > 0 && (
        <>
          <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted">
            <div className="flex h-40 flex-col justify-between text-right sm:h-48" aria-hidden="true">
              <span>{money(top)}</span>
              <span>{money(0)}</span>
            </div>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-40 w-full border-b border-l border-line sm:h-48"
              role="img"
              aria-label={`Monthly price of ${lines.map((line) => line.plan).join(', ')} from ${formatCalendarDate(firstDate)} to today; every change is listed below.`}
            >
              {lines.map((line, index) => (
                <path
                  key={line.plan}
                  d={stepPath(line, x, y)}
                  fill="none"
                  strokeWidth={2.5}
                  vectorEffect="non-scaling-stroke"
                  className={COLORS[index % COLORS.length]}
                />
              ))}
            </svg>
            <div className="col-start-2 mt-1 flex justify-between" aria-hidden="true">
              <span>{formatCalendarDate(firstDate)}</span>
              <span>Today</span>
            </div>
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            {lines.map((line, index) => (
              <li key={line.plan} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-2.5 rounded-full ${DOTS[index % DOTS.length]}`} />
                {line.plan}
              </li>
            ))}
          </ul>
        </>
      )}
      {leftOut.length > 0 && (
        <p className="mt-2 text-xs text-muted">
          Not drawn (no monthly price, or another currency): {leftOut.join(', ')}.
        </p>
      )}
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-muted uppercase">Changes</h3>
      <ol className="mt-1 space-y-0.5 text-sm text-fg">
        {[...data.history].reverse().map((change) => (
          <li key={`${change.changed_at}-${change.plan_name}-${change.change}`}>
            <span className="text-muted">{formatCalendarDate(changeDate(change))} · </span>
            {changeText(change)}
          </li>
        ))}
      </ol>
    </figure>
  )
}
