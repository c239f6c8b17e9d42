import { PLAN_UNITS } from '@kitly/api/plan-rules'
import { USAGE_MAX } from '@/components/kit-cost/usage-number-field'
import type { KitUsage } from '@/lib/api-types'

type Unit = KitUsage['amounts'][number]['unit']

/**
 * The usage of a comparison as its link keeps it: seats, and amounts by tool slug (`seats=3&amounts=canva:image:600`),
 * so a shared or reloaded Compare shows the same cost. Slugs, not ids: the link already names its tools by slug.
 */
export type CompareUsage = { seats: number; amounts: { slug: string; unit: Unit; amount: number }[] }

const AMOUNT_UNITS: readonly string[] = PLAN_UNITS.filter((unit) => unit !== 'seat')
const isUnit = (unit: string): unit is Unit => AMOUNT_UNITS.includes(unit)

/** At most this many amounts are read from a link: five tools with every unit fit, a pasted wall of text does not. */
const MAX_AMOUNTS = 50

/**
 * The usage a link states. Whatever does not read as one is left out, never an error: seats that are not a number
 * count 1 and are rounded into 1–100,000; an amount with an unknown unit, or not a number, or not above 0, is dropped;
 * one too large is lowered to the most the API takes; a tool's unit named twice keeps its first amount.
 */
export function parseCompareUsage(params: URLSearchParams): CompareUsage {
  const seatsText = params.get('seats')
  const seats = seatsText === null || seatsText.trim() === '' ? Number.NaN : Number(seatsText)
  const amounts: CompareUsage['amounts'] = []
  for (const entry of (params.get('amounts') ?? '').split(',').slice(0, MAX_AMOUNTS)) {
    const [slug = '', unit = '', text = '', ...rest] = entry.split(':').map((part) => part.trim())
    const amount = text === '' ? Number.NaN : Number(text)
    if (rest.length > 0 || slug === '' || !isUnit(unit) || !(amount > 0)) continue
    if (amounts.some((known) => known.slug === slug && known.unit === unit)) continue
    amounts.push({ slug, unit, amount: Math.min(amount, USAGE_MAX.amount) })
  }
  return {
    seats: Number.isFinite(seats) ? Math.min(Math.max(Math.round(seats), 1), USAGE_MAX.seats) : 1,
    amounts,
  }
}

/** The link's parameters for `usage`: none for one seat and no amounts, so a plain comparison keeps a plain link. */
export function compareUsageParams(usage: CompareUsage): Record<string, string> {
  const params: Record<string, string> = {}
  if (usage.seats !== 1) params.seats = String(usage.seats)
  if (usage.amounts.length > 0) {
    params.amounts = usage.amounts.map((entry) => `${entry.slug}:${entry.unit}:${entry.amount}`).join(',')
  }
  return params
}

type ToolRef = { id: number; slug: string }
type Amount = KitUsage['amounts'][number]

/** The usage the cost panel prices: amounts of the tools being compared, by id. */
export function toKitUsage(usage: CompareUsage, tools: readonly ToolRef[]): KitUsage {
  const amounts = usage.amounts.flatMap(({ slug, ...amount }) => {
    const tool = tools.find((candidate) => candidate.slug === slug)
    return tool ? [{ tool_id: tool.id, ...amount }] : []
  })
  return { seats: usage.seats, amounts }
}

/** The panel's usage as the link keeps it, by slug; amounts of tools no longer compared are left out. */
export function fromKitUsage(usage: KitUsage, tools: readonly ToolRef[]): CompareUsage {
  const amounts = usage.amounts.flatMap(({ tool_id, ...amount }: Amount) => {
    const slug = tools.find((candidate) => candidate.id === tool_id)?.slug
    return slug === undefined ? [] : [{ slug, ...amount }]
  })
  return { seats: usage.seats, amounts }
}
