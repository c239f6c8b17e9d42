/**
 * A tool's recorded plan changes in words: one change ("Pro: $20 a month → $25 a month"), the day it took effect,
 * and the whole history in one sentence. The tool page's price history lists the changes; Compare and its CSV say
 * the summary.
 */
import { planPriceText } from '@kitly/api/plan-rules'
import type { PlanChange } from '@kitly/api/schemas'
import { formatCalendarDate, plural } from './format'

/** "Pro: $20 a month → $25 a month", "Team added: $50 a month", "Free removed". */
export function changeText(change: PlanChange): string {
  if (change.change === 'added' && change.new_plan)
    return `${change.plan_name} added: ${planPriceText(change.new_plan)}`
  if (change.change === 'removed') return `${change.plan_name} removed`
  const before = change.old_plan ? planPriceText(change.old_plan) : ''
  const after = change.new_plan ? planPriceText(change.new_plan) : ''
  return before === after ? `${change.plan_name}: details updated` : `${change.plan_name}: ${before} → ${after}`
}

/** The day a change took effect (YYYY-MM-DD): the new price's as-of date, or the day a plan was removed. */
export const changeDate = (change: PlanChange) => change.new_plan?.as_of ?? change.changed_at.slice(0, 10)

/** At most this many of the latest save's changes are spelled out; the rest are counted. */
const LATEST_SHOWN = 3

/** The price history in a few words, or null when no change is recorded. */
export type PriceHistorySummary = {
  /** The latest save's changes, each with its day: "Pro: $20 a month → $25 a month, Mar 3, 2026". */
  latest: string[]
  /** "and 2 more changes that day" when the latest save changed more than is spelled out. */
  more: string | null
  /** "3 changes recorded since Jan 5, 2026". */
  total: string
}

/**
 * The latest changes are those of the last save (one save records all its changes at the same moment); `history` is
 * oldest first, as GET /api/tools/{slug}/pricing answers it.
 */
export function priceHistorySummary(history: readonly PlanChange[]): PriceHistorySummary | null {
  const last = history.at(-1)
  if (!last) return null
  const latest = history.filter((change) => change.changed_at === last.changed_at)
  // YYYY-MM-DD days sort as text.
  const first = history.map(changeDate).sort()[0] ?? changeDate(last)
  const hidden = latest.length - LATEST_SHOWN
  return {
    latest: latest
      .slice(0, LATEST_SHOWN)
      .map((change) => `${changeText(change)}, ${formatCalendarDate(changeDate(change))}`),
    more: hidden > 0 ? `and ${plural(hidden, 'more change')} in that update` : null,
    total:
      first === changeDate(last)
        ? `${plural(history.length, 'change')} recorded`
        : `${plural(history.length, 'change')} recorded since ${formatCalendarDate(first)}`,
  }
}

export const noPriceChangesText = 'No price changes recorded'

/** The summary as one line (Compare's CSV cell): the latest changes, then how many are recorded since when. */
export function priceHistoryText(history: readonly PlanChange[]): string {
  const summary = priceHistorySummary(history)
  if (!summary) return noPriceChangesText
  return `${[...summary.latest, ...(summary.more ? [summary.more] : [])].join('; ')} · ${summary.total}`
}
