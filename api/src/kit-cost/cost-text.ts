/**
 * The cost of a kit in words, as the Monthly cost panel, Compare's CSV and the kit PDF say it. Plain TypeScript
 * without zod, so the public pages import it too (`@kitly/api/kit-cost-text`).
 */
import { formatPlanMoney } from '../lib/plan-rules.ts'
import type { KitCost, KitUsage, PlanChoice, ToolCost } from './kit-cost.ts'

type CostOfTool = Pick<ToolCost, 'name' | 'status' | 'cheapest' | 'free_tier'>

/** "$24 a month (Pro)", "$10 a month (Annual, billed yearly)". */
export function choiceText(choice: PlanChoice): string {
  const billed =
    choice.billing_period === 'year' ? ', billed yearly' : choice.billing_period === 'usage' ? ', billed by usage' : ''
  return `${formatPlanMoney(choice.monthly_cost, choice.currency)} a month (${choice.plan}${billed})`
}

/** What one tool costs at the usage, in words. */
export function toolCostText(tool: Pick<ToolCost, 'status' | 'cheapest'>): string {
  if (tool.status === 'not_known') return 'Pricing not known'
  return tool.cheapest ? choiceText(tool.cheapest) : 'No plan on record covers this usage'
}

/** "$61 + €10 a month": one amount per currency, never added across them; null when nothing is priced. */
export function totalText(totals: readonly KitCost['totals'][number][]): string | null {
  if (totals.length === 0) return null
  return `${totals.map((total) => formatPlanMoney(total.monthly_cost, total.currency)).join(' + ')} a month`
}

/** "image" → "Images a month". */
export const unitLabel = (unit: string) => `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s a month`

const names = (tools: readonly { name: string }[]) => tools.map((tool) => tool.name).join(', ')

/** The "Stay free" sentence: which tools with a known price a free tier covers at the usage. */
export function staysFreeText(cost: { tools: readonly CostOfTool[]; stays_free: boolean }): string {
  if (cost.stays_free) return 'Every tool has a free tier that covers this usage.'
  const known = cost.tools.filter((tool) => tool.status !== 'not_known')
  const free = known.filter((tool) => tool.free_tier !== null)
  const notFree = known.filter((tool) => tool.free_tier === null)
  if (free.length === 0) return 'No tool with a known price has a free tier that covers this usage.'
  return `Free tiers cover ${names(free)}${notFree.length > 0 ? `; not ${names(notFree)}` : ''}.`
}

/** The "Pricing not known" sentence, or null when every tool's pricing is known. */
export function notKnownText(tools: readonly CostOfTool[]): string | null {
  const notKnown = tools.filter((tool) => tool.status === 'not_known')
  return notKnown.length > 0
    ? `${names(notKnown)}: no plan with a stated source is on record, so none is guessed.`
    : null
}

/** "2 seats; Voice: 150,000 characters a month": the usage a cost was worked out at. */
export function usageText(
  usage: { seats: number; amounts: readonly KitUsage['amounts'][number][] },
  tools: readonly { tool_id: number; name: string }[],
): string {
  const seats = `${usage.seats.toLocaleString('en-US')} ${usage.seats === 1 ? 'seat' : 'seats'}`
  const amounts = usage.amounts.flatMap((entry) => {
    const tool = tools.find((candidate) => candidate.tool_id === entry.tool_id)
    return tool ? [`${tool.name}: ${entry.amount.toLocaleString('en-US')} ${entry.unit}s a month`] : []
  })
  return [seats, ...amounts].join('; ')
}
