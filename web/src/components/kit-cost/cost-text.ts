import { formatPlanMoney } from '@kitly/api/plan-rules'
import type { KitCost } from '@/lib/api-types'

type ToolCost = KitCost['tools'][number]
type Choice = NonNullable<ToolCost['cheapest']>

/** "$24 a month (Pro)", "$10 a month (Annual, billed yearly)". */
export function choiceText(choice: Choice): string {
  const billed =
    choice.billing_period === 'year' ? ', billed yearly' : choice.billing_period === 'usage' ? ', billed by usage' : ''
  return `${formatPlanMoney(choice.monthly_cost, choice.currency)} a month (${choice.plan}${billed})`
}

/** What one tool costs at the usage, in words. */
export function toolCostText(tool: ToolCost): string {
  if (tool.status === 'not_known') return 'Pricing not known'
  return tool.cheapest ? choiceText(tool.cheapest) : 'No plan on record covers this usage'
}

/** "$61 + €10 a month": one amount per currency, never added across them; null when nothing is priced. */
export function totalText(totals: KitCost['totals']): string | null {
  if (totals.length === 0) return null
  return `${totals.map((total) => formatPlanMoney(total.monthly_cost, total.currency)).join(' + ')} a month`
}

/** "image" → "Images a month". */
export const unitLabel = (unit: string) => `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s a month`
