/**
 * The price history as lines to draw: per plan, its monthly price from each version's as-of date on, until it was
 * removed or until today. Only plans with a monthly price (month, or year over 12) in the history's main currency are
 * drawn; the others are named so the chart can say so. Prices are never converted between currencies.
 */
import { monthlyPrice } from '@kitly/api/plan-rules'
import type { PlanChange } from '@kitly/api/schemas'

export type PricePoint = { date: string; price: number }
export type PriceLine = { plan: string; points: PricePoint[]; end: string }
export type PriceSeries = { currency: string | null; lines: PriceLine[]; leftOut: string[] }

type Draft = { plan: string; currency: string; points: PricePoint[]; end: string | null }

/** `today` (YYYY-MM-DD) ends the lines of plans still offered. */
export function priceSeries(history: readonly PlanChange[], today: string): PriceSeries {
  const drafts = new Map<string, Draft>()
  const leftOut = new Set<string>()
  for (const change of history) {
    const key = change.plan_name.toLowerCase()
    if (change.new_plan === null) {
      const draft = drafts.get(key)
      if (draft) draft.end = change.changed_at.slice(0, 10)
      continue
    }
    const price = monthlyPrice(change.new_plan)
    if (price === null) {
      leftOut.add(change.plan_name)
      continue
    }
    const draft = drafts.get(key) ?? {
      plan: change.plan_name,
      currency: change.new_plan.currency,
      points: [],
      end: null,
    }
    // A correction may date a version before the one it follows: the line never runs back in time.
    const previous = draft.points.at(-1)?.date ?? ''
    const date = change.new_plan.as_of.localeCompare(previous) >= 0 ? change.new_plan.as_of : previous
    draft.points.push({ date, price })
    draft.currency = change.new_plan.currency
    draft.end = null
    drafts.set(key, draft)
  }
  const currency = mostCommon([...drafts.values()].map((draft) => draft.currency))
  const lines: PriceLine[] = []
  for (const draft of drafts.values()) {
    if (draft.currency !== currency) leftOut.add(draft.plan)
    else lines.push({ plan: draft.plan, points: draft.points, end: draft.end ?? today })
  }
  return { currency, lines, leftOut: [...leftOut] }
}

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}
