/** Shapes of a tool's pricing plans and their history, as the tool page, Compare and the admin form read them. */
import { z } from 'zod'
import { BILLING_PERIODS, PLAN_UNITS } from '../../content/tool-plans.ts'
import { listOf } from '../../lib/http-errors.ts'

export const ToolPlanSchema = z.object({
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  billing_period: z.enum(BILLING_PERIODS),
  unit: z.enum(PLAN_UNITS).nullable(),
  included_amount: z.number().nullable(),
  overage_price: z.number().nullable(),
  is_free_tier: z.boolean(),
  source_url: z.string(),
  /** The day the price was read at its source (YYYY-MM-DD). */
  as_of: z.string(),
})
export type ToolPlan = z.infer<typeof ToolPlanSchema>

/** A plan's priced fields as one version of it was (the history's old and new sides). */
export const PlanFactsSchema = ToolPlanSchema.omit({ name: true })

/** One change of one plan: added, changed (old and new) or removed, and when Kitly recorded it. */
export const PlanChangeSchema = z.object({
  plan_name: z.string(),
  change: z.enum(['added', 'changed', 'removed']),
  old_plan: PlanFactsSchema.nullable(),
  new_plan: PlanFactsSchema.nullable(),
  changed_at: z.string(),
})
export type PlanChange = z.infer<typeof PlanChangeSchema>

/** GET /api/tools/{slug}/pricing: the plans in display order and every change, oldest first. */
export const ToolPricingSchema = z.object({ plans: listOf(ToolPlanSchema), history: listOf(PlanChangeSchema) })
export type ToolPricing = z.infer<typeof ToolPricingSchema>

/** PUT /api/admin/tools/{id}/plans: the whole list, in order (read by content/tool-plans.ts's readToolPlans). */
export const SetToolPlansBody = z.object({ plans: z.array(z.unknown(), 'plans must be a list of plans') })

export const AdminToolPlansSchema = z.object({ plans: listOf(ToolPlanSchema), message: z.string().optional() })
