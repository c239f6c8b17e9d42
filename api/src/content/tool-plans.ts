/**
 * A tool's pricing plans as the admin form and the import's Plans column send them: one schema, one reader that
 * turns its issues into sentences naming the plan ("Plan 2 (Pro): …"), so both say the same thing. Every plan
 * carries where its price was read and when; nothing here guesses a price.
 */
import { z } from 'zod'
import { formatCount } from '../lib/count-text.ts'
import { isHttpUrl } from '../lib/field-rules.ts'
import { BILLING_PERIODS, PLAN_UNITS } from '../lib/plan-rules.ts'

export * from '../lib/plan-rules.ts'

export const MAX_TOOL_PLANS = 20
const MAX_PRICE = 1_000_000_000

// Every ISO 4217 code the runtime knows (Node and browsers carry the list).
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/** A cell's or field's "9.99" reads as 9.99; "" as not given (null). */
const numberInput = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim())
  return value
}

const amountNumber = (label: string, max: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .refine(Number.isFinite, `${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${formatCount(max)}`)

const amount = (label: string) => z.preprocess(numberInput, amountNumber(label, MAX_PRICE))
const optionalAmount = (label: string, max = MAX_PRICE) =>
  z.preprocess(numberInput, amountNumber(label, max).nullable())

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
    included_amount: optionalAmount('Included amount', 1e12),
    overage_price: optionalAmount('Overage price'),
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
