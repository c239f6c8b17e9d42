/** The digest's words for each kind of change, and how several changes of one thing read as one. */
import { describe, expect, it } from 'vitest'
import { changeText, mergeChanges, type ToolChange } from './change-text.ts'

const facts = (price: number, fields: Record<string, unknown> = {}) => ({
  price,
  currency: 'EUR',
  billing_period: 'month' as const,
  unit: null,
  included_amount: null,
  overage_price: null,
  is_free_tier: false,
  source_url: 'https://example.com/prices',
  as_of: '2026-09-01',
  ...fields,
})
const planChange = (old: number | null, next: number | null, fields: Record<string, unknown> = {}): ToolChange => ({
  kind: 'plan',
  plan_name: 'Studio',
  old_value: old === null ? null : facts(old),
  new_value: next === null ? null : facts(next, fields),
})

describe('changeText', () => {
  it('says what a plan was and became, and when one was added or removed', () => {
    expect(changeText(planChange(12, 15))).toBe('Studio plan: €12 a month → €15 a month')
    expect(changeText(planChange(null, 0, { is_free_tier: true }))).toBe('New plan Studio: Free')
    expect(changeText(planChange(12, null))).toBe('Plan Studio removed (was €12 a month)')
  })

  it('names the pricing model and status before and after, an unknown model as "not known"', () => {
    const model: ToolChange = { kind: 'pricing_model', plan_name: null, old_value: null, new_value: 'Paid' }
    expect(changeText(model)).toBe('Pricing model: not known → Paid')
    const status: ToolChange = { kind: 'status', plan_name: null, old_value: 'active', new_value: 'inactive' }
    expect(changeText(status)).toBe('Status: Active → Inactive')
  })
})

describe('mergeChanges', () => {
  it('reads two changes of one plan as one, from the first old value to the last new one', () => {
    const merged = mergeChanges([planChange(12, 15), planChange(15, 18)])
    expect(merged.map(changeText)).toEqual(['Studio plan: €12 a month → €18 a month'])
  })

  it('drops a change that was undone, whatever its source or date says', () => {
    const undone = [planChange(12, 15), { ...planChange(15, 12), new_value: facts(12, { as_of: '2026-10-01' }) }]
    expect(mergeChanges(undone as ToolChange[])).toEqual([])
  })

  it('keeps changes of different plans and kinds apart, in order', () => {
    const model: ToolChange = { kind: 'pricing_model', plan_name: null, old_value: 'Free', new_value: 'Freemium' }
    const other = { ...planChange(5, 6), plan_name: 'Solo' } as ToolChange
    expect(mergeChanges([planChange(12, 15), model, other]).map((change) => change.plan_name)).toEqual([
      'Studio',
      null,
      'Solo',
    ])
  })
})
