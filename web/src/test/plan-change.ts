import type { PlanChange } from '@kitly/api/schemas'

/** One version of a plan's priced fields: a monthly USD price as of Jan 1, 2026 unless `fields` say otherwise. */
export const planFacts = (price: number, fields: Partial<NonNullable<PlanChange['new_plan']>> = {}) => ({
  price,
  currency: 'USD',
  billing_period: 'month' as const,
  unit: null,
  included_amount: null,
  overage_price: null,
  is_free_tier: false,
  source_url: 'https://example.com/pricing',
  as_of: '2026-01-01',
  ...fields,
})

/** A row of the price history as GET /api/tools/{slug}/pricing returns it. */
export const planChange = (
  plan_name: string,
  kind: PlanChange['change'],
  old_plan: PlanChange['old_plan'],
  new_plan: PlanChange['new_plan'],
  at = '2026-06-01T00:00:00Z',
): PlanChange => ({
  plan_name,
  change: kind,
  old_plan,
  new_plan,
  changed_at: at,
})
