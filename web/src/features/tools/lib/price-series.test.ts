import { describe, expect, it } from 'vitest'
import { planChange, planFacts } from '@/test/plan-change'
import { priceSeries } from './price-series'

describe('priceSeries', () => {
  it('steps each plan from version to version, a yearly price over 12, until today or its removal', () => {
    const series = priceSeries(
      [
        planChange('Pro', 'added', null, planFacts(20)),
        planChange('Team', 'added', null, planFacts(600, { billing_period: 'year' })),
        planChange('Pro', 'changed', planFacts(20), planFacts(25, { as_of: '2026-03-01' })),
        planChange('Team', 'removed', planFacts(600, { billing_period: 'year' }), null, '2026-05-10T12:00:00Z'),
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
        planChange('Pro', 'added', null, planFacts(20)),
        planChange('Max', 'added', null, planFacts(40)),
        planChange('Lifetime', 'added', null, planFacts(300, { billing_period: 'one-time' })),
        planChange('Europe', 'added', null, planFacts(18, { currency: 'EUR' })),
      ],
      '2026-11-29',
    )
    expect(series.currency).toBe('USD')
    expect(series.lines.map((line) => line.plan)).toEqual(['Pro', 'Max'])
    expect(series.leftOut.sort()).toEqual(['Europe', 'Lifetime'])
  })
})
