import { describe, expect, it } from 'vitest'
import { choiceText, toolCostText, totalText, unitLabel } from './cost-text'

const tool = { tool_id: 1, name: 'Writer', slug: 'writer', units: [], free_tier: null }

describe('the Monthly cost panel’s words', () => {
  it('says how a chosen plan is billed when it is not monthly', () => {
    expect(choiceText({ plan: 'Pro', monthly_cost: 24, currency: 'USD', billing_period: 'month' })).toBe(
      '$24 a month (Pro)',
    )
    expect(choiceText({ plan: 'Annual', monthly_cost: 10, currency: 'EUR', billing_period: 'year' })).toBe(
      '€10 a month (Annual, billed yearly)',
    )
  })

  it('never adds currencies together, and says when nothing is priced', () => {
    expect(
      totalText([
        { currency: 'USD', monthly_cost: 61.5 },
        { currency: 'EUR', monthly_cost: 10 },
      ]),
    ).toBe('$61.50 + €10 a month')
    expect(totalText([])).toBeNull()
  })

  it('tells an unknown price from one no plan covers', () => {
    expect(toolCostText({ ...tool, status: 'not_known', cheapest: null })).toBe('Pricing not known')
    expect(toolCostText({ ...tool, status: 'not_covered', cheapest: null })).toBe('No plan on record covers this usage')
    expect(unitLabel('image')).toBe('Images a month')
  })
})
