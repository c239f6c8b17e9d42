import type { ListingWeek } from '@/lib/api-types'

export type FigureKey = Exclude<keyof ListingWeek, 'week_start'>

/** The figures a maker sees for their tool, in the order shown. */
export const FIGURES: readonly { key: FigureKey; label: string; hint: string }[] = [
  { key: 'clicks', label: 'Website visits', hint: 'Visit Website clicks on Kitly' },
  { key: 'saves', label: 'Saves', hint: 'People who saved the tool (and still have it)' },
  { key: 'compare_adds', label: 'Compare adds', hint: 'Times the tool was added to a comparison' },
  { key: 'kit_inclusions', label: 'Magic Kit picks', hint: 'Magic Kits the tool was chosen for' },
]

export type WeekOverWeek = {
  /** The week in progress. */
  current: number
  previous: number
  /** The change in percent, rounded; null when last week had none (no honest ratio). */
  percent: number | null
}

/** This week against the last one, for `key` (`weeks` oldest first, the last one the week in progress). */
export function weekOverWeek(weeks: readonly ListingWeek[], key: FigureKey): WeekOverWeek {
  const current = weeks.at(-1)?.[key] ?? 0
  const previous = weeks.at(-2)?.[key] ?? 0
  const percent = previous === 0 ? null : Math.round(((current - previous) / previous) * 100)
  return { current, previous, percent }
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'Nov 23' for the week starting on 2026-11-23: the date as written, whatever the visitor's time zone. */
export function weekLabel(weekStart: string): string {
  const [, month = 1, day = 1] = weekStart.split('-').map(Number)
  return `${shortMonths[month - 1] ?? ''} ${day}`
}
