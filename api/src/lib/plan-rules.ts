/**
 * Pricing plans in plain TypeScript: their fixed choices and how they read in words, for the API and for the public
 * pages, which import this without zod (`@kitly/api/plan-rules`). Prices are shown in their own currency, never
 * converted, and nothing here guesses one.
 */

export const BILLING_PERIODS = ['month', 'year', 'one-time', 'usage'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]
/** What a plan counts; the table's CHECK lists the same (migration 0062). */
export const PLAN_UNITS = [
  'seat',
  'credit',
  'minute',
  'word',
  'image',
  'request',
  'token',
  'character',
  'video',
  'page',
] as const
export type PlanUnit = (typeof PLAN_UNITS)[number]

/** A plan's priced fields, as stored and as every reader gets them. */
export type PlanFacts = {
  price: number
  currency: string
  billing_period: BillingPeriod
  unit: PlanUnit | null
  included_amount: number | null
  overage_price: number | null
  is_free_tier: boolean
}

/** The fields of a stored plan that compare and summaries read. */
type PricedPlan = Pick<PlanFacts, 'price' | 'currency' | 'billing_period' | 'is_free_tier'>

/** A plan's price per month: a yearly price over 12; null for one-time and usage prices, which have no month. */
export function monthlyPrice(plan: PricedPlan): number | null {
  if (plan.billing_period === 'month') return plan.price
  return plan.billing_period === 'year' ? Math.round((plan.price / 12) * 100) / 100 : null
}

/** What Compare's Plans row says of a tool: no plans known, or its cheapest paid plan a month and its free tier. */
export type PlanSummary =
  | { known: false }
  | {
      known: true
      free_tier: boolean
      /** Its price a month; `billing_period` says whether it is billed monthly or yearly. */
      cheapest_monthly: { name: string; price: number; currency: string; billing_period: BillingPeriod } | null
    }

/** The cheapest paid plan by its monthly price (within its own currency: prices are never converted). */
export function summarizePlans(plans: readonly (PricedPlan & { name: string })[]): PlanSummary {
  if (plans.length === 0) return { known: false }
  const monthly = plans.flatMap((plan) => {
    const price = monthlyPrice(plan)
    return price === null || price === 0
      ? []
      : [{ name: plan.name, price, currency: plan.currency, billing_period: plan.billing_period }]
  })
  const cheapest = monthly.reduce<(typeof monthly)[number] | null>(
    (best, plan) => (best === null || plan.price < best.price ? plan : best),
    null,
  )
  return { known: true, free_tier: plans.some((plan) => plan.is_free_tier), cheapest_monthly: cheapest }
}

const PERIOD_TEXT: Record<BillingPeriod, string> = {
  month: 'a month',
  year: 'a year',
  'one-time': 'once',
  usage: 'by usage',
}

/** An amount in its own currency ("$20", "€0.002"): never converted, never rounded past what was stated. */
export function formatPlanMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 6,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount)
}

const unitName = (unit: PlanUnit, count: number) => (count === 1 ? unit : `${unit}s`)

type DescribedPlan = Pick<
  PlanFacts,
  'price' | 'currency' | 'billing_period' | 'unit' | 'included_amount' | 'overage_price' | 'is_free_tier'
>

/** "Free", "$20 a month", "$0 once": the plan's price and period in words. */
export function planPriceText(plan: DescribedPlan): string {
  if (plan.is_free_tier) return 'Free'
  return `${formatPlanMoney(plan.price, plan.currency)} ${PERIOD_TEXT[plan.billing_period]}`
}

/** "10,000 words included, then $0.002 per word", or null for a plan that counts nothing. */
export function planAllowanceText(plan: DescribedPlan): string | null {
  if (plan.unit === null) return null
  const parts = [
    plan.included_amount === null
      ? null
      : `${plan.included_amount.toLocaleString('en-US')} ${unitName(plan.unit, plan.included_amount)} included`,
    plan.overage_price === null
      ? null
      : `${plan.included_amount === null ? '' : 'then '}${formatPlanMoney(plan.overage_price, plan.currency)} per ${plan.unit}`,
  ].filter((part) => part !== null)
  return parts.length === 0 ? `per ${plan.unit}` : parts.join(', ')
}
