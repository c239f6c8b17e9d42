/**
 * The Pricing plans section's values: each plan's fields as the inputs hold them (text), turned into the API's body
 * and checked by the API's own reader (readToolPlans), whose messages name the plan and field as the server's do.
 */
import { type BillingPeriod, type PlanUnit, readToolPlans, type ToolPlan } from '@kitly/api/schemas'

export type PlanFormValues = {
  /** Identifies the row while it is edited and moved (names may change). */
  key: string
  name: string
  price: string
  currency: string
  billing_period: BillingPeriod
  unit: PlanUnit | ''
  included_amount: string
  overage_price: string
  is_free_tier: boolean
  source_url: string
  as_of: string
}

export type PlanField = Exclude<keyof PlanFormValues, 'key'>
/** Messages by `plans.{index}.{field}`, as the API's details name them. */
export type PlanErrors = Record<string, string>

let nextKey = 0
const newKey = () => `plan-${++nextKey}`
const text = (value: number | null) => (value === null ? '' : String(value))

export function planToForm(plan: ToolPlan): PlanFormValues {
  return {
    key: newKey(),
    name: plan.name,
    price: String(plan.price),
    currency: plan.currency,
    billing_period: plan.billing_period,
    unit: plan.unit ?? '',
    included_amount: text(plan.included_amount),
    overage_price: text(plan.overage_price),
    is_free_tier: plan.is_free_tier,
    source_url: plan.source_url,
    as_of: plan.as_of,
  }
}

/** A new plan: priced in the currency of the plan before it, read today. */
export function emptyPlan(currency = 'USD'): PlanFormValues {
  return {
    key: newKey(),
    name: '',
    price: '',
    currency,
    billing_period: 'month',
    unit: '',
    included_amount: '',
    overage_price: '',
    is_free_tier: false,
    source_url: '',
    as_of: new Date().toISOString().slice(0, 10),
  }
}

/** The body's plans: blank numbers sent as null, so the API says which are required. */
export const toPlansBody = (plans: readonly PlanFormValues[]) =>
  plans.map(({ key: _key, unit, ...plan }) => ({ ...plan, unit: unit === '' ? null : unit }))

/** The API's messages for these plans, by field; none when they would be accepted. */
export function validatePlans(plans: readonly PlanFormValues[]): PlanErrors {
  const read = readToolPlans(toPlansBody(plans))
  if ('plans' in read) return {}
  return Object.fromEntries(read.problems.map((problem) => [problem.field, problem.message]))
}

export const planErrorKey = (index: number, field: PlanField) => `plans.${index}.${field}`

/** The list with the plan at `index` moved by `offset` (-1 up, 1 down), or unchanged at an end. */
export function movePlan<T>(plans: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset
  if (target < 0 || target >= plans.length) return [...plans]
  const moved = [...plans]
  ;[moved[index], moved[target]] = [moved[target] as T, moved[index] as T]
  return moved
}
