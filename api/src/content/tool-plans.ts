/**
 * A tool's pricing plans as the admin form and the import's Plans column send them: one schema, one reader that
 * turns its issues into sentences naming the plan ("Plan 2 (Pro): …"), so both say the same thing. Every plan
 * carries where its price was read and when; nothing here guesses a price.
 */
import { z } from 'zod'
import { isHttpUrl } from '../lib/field-rules.ts'

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
export const MAX_TOOL_PLANS = 20
const MAX_PRICE = 1_000_000_000

// Every ISO 4217 code the runtime knows (Node and browsers carry the list).
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/** A cell's "9.99" reads as 9.99; "" and null as not given. */
const numberInput = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim())
  return value ?? undefined
}

const amount = (label: string, max = MAX_PRICE) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
  )

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const today = () => new Date().toISOString().slice(0, 10)

/** A calendar date (YYYY-MM-DD) that exists and is not after today (a day's slack for time zones). */
const asOfDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'As-of date is required' : 'As-of date must be text') })
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'As-of date must be a date written YYYY-MM-DD',
  )
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.parse(`${today()}T00:00:00Z`) + 86_400_000, {
    message: 'As-of date cannot be in the future',
    abort: true,
  })

/** One plan. A free tier costs 0; an included amount or overage price needs the unit they count. */
export const ToolPlanFieldsSchema = z
  .object({
    name: text('Name', 100),
    price: amount('Price'),
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z
        .string({ error: 'Currency is required' })
        .refine((code) => CURRENCIES.has(code), 'Currency must be an ISO 4217 code such as USD or EUR'),
    ),
    billing_period: z.enum(BILLING_PERIODS, { error: `Billing period must be one of ${BILLING_PERIODS.join(', ')}` }),
    unit: z.preprocess(
      (value) => (value === '' ? null : value),
      z.enum(PLAN_UNITS, { error: `Unit must be one of ${PLAN_UNITS.join(', ')}` }).nullable(),
    ),
    included_amount: amount('Included amount', 1e12).nullable(),
    overage_price: amount('Overage price').nullable(),
    is_free_tier: z.boolean({ error: 'Free tier must be true or false' }),
    source_url: text('Source URL', 2048).refine(isHttpUrl, 'Source URL must be a valid URL (http:// or https://)'),
    as_of: asOfDate,
  })
  .superRefine((plan, context) => {
    if (plan.is_free_tier && plan.price !== 0) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'A free tier has a price of 0' })
    }
    if (plan.unit === null && (plan.included_amount !== null || plan.overage_price !== null)) {
      context.addIssue({ code: 'custom', path: ['unit'], message: 'Choose the unit the included amount counts' })
    }
  })
export type ToolPlanFields = z.output<typeof ToolPlanFieldsSchema>

/** A missing optional field reads as null: the form and a JSON cell may leave them out. */
const withDefaults = (plan: unknown) =>
  plan !== null && typeof plan === 'object' && !Array.isArray(plan)
    ? { unit: null, included_amount: null, overage_price: null, is_free_tier: false, ...plan }
    : plan

/** The whole list, in display order: at most MAX_TOOL_PLANS, each name once (any case). */
export const ToolPlanListSchema = z
  .array(z.preprocess(withDefaults, ToolPlanFieldsSchema), { error: 'Plans must be a list of plans' })
  .max(MAX_TOOL_PLANS, `A tool can have at most ${MAX_TOOL_PLANS} plans`)
  .superRefine((plans, context) => {
    const seen = new Set<string>()
    plans.forEach((plan, index) => {
      const key = plan.name.toLowerCase()
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: 'Name is used twice' })
      seen.add(key)
    })
  })

export type PlanProblem = { field: string; message: string }

/**
 * The plans `input` gives, or one sentence per problem naming the plan and its field (`plans.1.price`), as the
 * form shows them beside its fields and the import lists them per row.
 */
export function readToolPlans(input: unknown): { plans: ToolPlanFields[] } | { problems: PlanProblem[] } {
  const parsed = ToolPlanListSchema.safeParse(input)
  if (parsed.success) return { plans: parsed.data }
  const list = Array.isArray(input) ? input : []
  return {
    problems: parsed.error.issues.map((issue) => {
      const [index, field] = issue.path
      if (typeof index !== 'number') return { field: 'plans', message: issue.message }
      const name = (list[index] as { name?: unknown } | undefined)?.name
      const label = typeof name === 'string' && name.trim() !== '' ? ` (${name.trim()})` : ''
      return {
        field: ['plans', index, ...(field === undefined ? [] : [String(field)])].join('.'),
        message: `Plan ${index + 1}${label}: ${issue.message}`,
      }
    }),
  }
}

/** The fields of a stored plan that compare and summaries read. */
type PricedPlan = Pick<ToolPlanFields, 'price' | 'currency' | 'billing_period' | 'is_free_tier'>

/** A plan's price per month: a yearly price over 12; null for one-time and usage prices, which have no month. */
export function monthlyPrice(plan: PricedPlan): number | null {
  if (plan.billing_period === 'month') return plan.price
  return plan.billing_period === 'year' ? Math.round((plan.price / 12) * 100) / 100 : null
}

/** What Compare's Plans row says of a tool: no plans known, or its cheapest paid plan a month and its free tier. */
export type PlanSummary =
  | { known: false }
  | { known: true; free_tier: boolean; cheapest_monthly: { name: string; price: number; currency: string } | null }

/** The cheapest paid plan by its monthly price (within its own currency: prices are never converted). */
export function summarizePlans(plans: readonly (PricedPlan & { name: string })[]): PlanSummary {
  if (plans.length === 0) return { known: false }
  const monthly = plans.flatMap((plan) => {
    const price = monthlyPrice(plan)
    return price === null || price === 0 ? [] : [{ name: plan.name, price, currency: plan.currency }]
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
  ToolPlanFields,
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
