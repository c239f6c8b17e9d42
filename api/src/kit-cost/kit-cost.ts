/**
 * The monthly cost of a set of tools at a person's usage, from their stated plans: for each tool the cheapest plan
 * that covers the usage, the free tier that covers it (the "stay free" variant), and totals per currency. Pure: the
 * route, the MCP tool and the tests feed it plans. Nothing is guessed: a tool without plans is "not known", and
 * amounts in different currencies are never added together.
 *
 * How a plan is read: its allowance and overage are per month (as the plans state them); a yearly price counts as a
 * twelfth a month (and says so); a price billed by usage counts once a month beside its overage; one-time prices
 * have no month and are left out. A plan counts seats or another unit: with neither an included amount nor an
 * overage price its price is per unit ("$12 per seat"); otherwise the price covers the included amount and each
 * unit beyond costs the overage price (none: the plan does not cover it). A plan that counts nothing covers any
 * usage.
 */
import { type BillingPeriod, PLAN_UNITS, type PlanFacts, type PlanUnit } from '../lib/plan-rules.ts'

/** A unit a person states an amount of for a tool: any the plans count but seats, which are one figure for all. */
export type AmountUnit = Exclude<PlanUnit, 'seat'>
export const AMOUNT_UNITS = PLAN_UNITS.filter((unit): unit is AmountUnit => unit !== 'seat')

export type KitUsage = {
  seats: number
  /** Amounts a month, per tool and unit; a unit not stated counts 0. */
  amounts: { tool_id: number; unit: AmountUnit; amount: number }[]
}

export type PlannedTool = {
  id: number
  name: string
  slug: string
  plans: readonly (PlanFacts & { name: string })[]
}

/** A plan chosen for a tool at the usage: its cost a month and how it is billed. */
export type PlanChoice = {
  plan: string
  monthly_cost: number
  currency: string
  billing_period: BillingPeriod
}

export type ToolCost = {
  tool_id: number
  name: string
  slug: string
  /** The units (other than seats) the tool's plans count: what the usage form asks an amount of. */
  units: AmountUnit[]
  /** not_known: no plan on record; not_covered: plans known, none covers the usage at a monthly price. */
  status: 'priced' | 'not_covered' | 'not_known'
  cheapest: PlanChoice | null
  /** The free tier that covers the usage at no cost, if any. */
  free_tier: PlanChoice | null
}

export type KitCost = {
  tools: ToolCost[]
  /** The cheapest plans' sum a month, one entry per currency (in order of first appearance). */
  totals: { currency: string; monthly_cost: number }[]
  /** Every tool's pricing is known and each has a free tier covering the usage. */
  stays_free: boolean
}

const cents = (amount: number) => Math.round(amount * 100) / 100

type Plan = PlannedTool['plans'][number]

/** The plan's fixed price a month, or null when it has none (one-time). */
function basePerMonth(plan: Plan): number | null {
  if (plan.billing_period === 'one-time') return null
  return plan.billing_period === 'year' ? plan.price / 12 : plan.price
}

/** The plan's cost a month for `amount` of its unit, or null when it does not cover it. */
function planCost(plan: Plan, amount: number): number | null {
  const base = basePerMonth(plan)
  if (base === null) return null
  if (plan.unit === null) return base
  if (plan.included_amount === null && plan.overage_price === null) return base * amount
  const beyond = Math.max(0, amount - (plan.included_amount ?? 0))
  if (beyond === 0) return base
  return plan.overage_price === null ? null : base + beyond * plan.overage_price
}

function amountOf(tool: PlannedTool, unit: PlanUnit | null, usage: KitUsage): number {
  if (unit === null) return 0
  if (unit === 'seat') return usage.seats
  return usage.amounts.find((entry) => entry.tool_id === tool.id && entry.unit === unit)?.amount ?? 0
}

/** The cheapest of the choices, within the currency of the first (prices are never converted to compare). */
function cheapestOf(choices: readonly PlanChoice[]): PlanChoice | null {
  const [first] = choices
  if (!first) return null
  return choices
    .filter((choice) => choice.currency === first.currency)
    .reduce((best, choice) => (choice.monthly_cost < best.monthly_cost ? choice : best))
}

/** One tool's cheapest covering plan and covering free tier at the usage. */
export function priceTool(tool: PlannedTool, usage: KitUsage): ToolCost {
  const units = [...new Set(tool.plans.flatMap((plan) => (plan.unit && plan.unit !== 'seat' ? [plan.unit] : [])))]
  const choices = tool.plans.flatMap((plan) => {
    const cost = planCost(plan, amountOf(tool, plan.unit, usage))
    if (cost === null) return []
    const choice = {
      plan: plan.name,
      monthly_cost: cents(cost),
      currency: plan.currency,
      billing_period: plan.billing_period,
    }
    return [{ choice, free: plan.is_free_tier && cost === 0 }]
  })
  const cheapest = cheapestOf(choices.map((entry) => entry.choice))
  const freeTier = choices.find((entry) => entry.free)?.choice ?? null
  const status = tool.plans.length === 0 ? 'not_known' : cheapest ? 'priced' : 'not_covered'
  return { tool_id: tool.id, name: tool.name, slug: tool.slug, units, status, cheapest, free_tier: freeTier }
}

/** Every tool priced at the usage, the totals per currency and whether the whole set can stay free. */
export function priceKit(tools: readonly PlannedTool[], usage: KitUsage): KitCost {
  const priced = tools.map((tool) => priceTool(tool, usage))
  const totals = new Map<string, number>()
  for (const { cheapest } of priced) {
    if (cheapest) totals.set(cheapest.currency, (totals.get(cheapest.currency) ?? 0) + cheapest.monthly_cost)
  }
  return {
    tools: priced,
    totals: [...totals].map(([currency, total]) => ({ currency, monthly_cost: cents(total) })),
    stays_free: priced.length > 0 && priced.every((tool) => tool.free_tier !== null),
  }
}
