import type { PlanChange } from '@kitly/api/schemas'
import { describe, expect, it } from 'vitest'
import { priceSeries } from './price-series'

const facts = (price: number, fields: Partial<NonNullable<PlanChange['new_plan']>> = {}) => ({
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
const change = (
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

describe('priceSeries', () => {
  it('steps each plan from version to version, a yearly price over 12, until today or its removal', () => {
    const series = priceSeries(
      [
        change('Pro', 'added', null, facts(20)),
        change('Team', 'added', null, facts(600, { billing_period: 'year' })),
        change('Pro', 'changed', facts(20), facts(25, { as_of: '2026-03-01' })),
        change('Team', 'removed', facts(600, { billing_period: 'year' }), null, '2026-05-10T12:00:00Z'),
      ],
      '2026-11-29',
    )
    expect(series).toEqual({
      currency: 'USD',
      lines: [
        {
          plan: 'Pro',
          points: [
            { date: '2026-01-01', price: 20 },
            { date: '2026-03-01', price: 25 },
          ],
          end: '2026-11-29',
        },
        { plan: 'Team', points: [{ date: '2026-01-01', price: 50 }], end: '2026-05-10' },
      ],
      leftOut: [],
    })
  })

  it('names the plans it cannot draw: no monthly price, or another currency than most plans', () => {
    const series = priceSeries(
      [
        change('Pro', 'added', null, facts(20)),
        change('Max', 'added', null, facts(40)),
        change('Lifetime', 'added', null, facts(300, { billing_period: 'one-time' })),
        change('Europe', 'added', null, facts(18, { currency: 'EUR' })),
      ],
      '2026-11-29',
    )
    expect(series.currency).toBe('USD')
    expect(series.lines.map((line) => line.plan)).toEqual(['Pro', 'Max'])
    expect(series.leftOut.sort()).toEqual(['Europe', 'Lifetime'])
  })
})
