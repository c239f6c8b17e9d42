import { describe, expect, it } from 'vitest'
import { choiceText, notKnownText, staysFreeText, toolCostText, totalText, unitLabel, usageText } from './cost-text.ts'

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

describe('the stay-free, not-known and usage sentences', () => {
  const priced = { status: 'priced' as const, cheapest: null }
  it('names the tools a free tier covers and those it does not, leaving out unknown prices', () => {
    const free = { plan: 'Free', monthly_cost: 0, currency: 'USD', billing_period: 'month' as const }
    const tools = [
      { ...priced, name: 'Writer', free_tier: free },
      { ...priced, name: 'Voice', free_tier: null },
      { name: 'Gamma', status: 'not_known' as const, cheapest: null, free_tier: null },
    ]
    expect(staysFreeText({ tools, stays_free: false })).toBe('Free tiers cover Writer; not Voice.')
    expect(staysFreeText({ tools: tools.slice(1), stays_free: false })).toBe(
      'No tool with a known price has a free tier that covers this usage.',
    )
    expect(notKnownText(tools)).toBe('Gamma: no plan with a stated source is on record, so none is guessed.')
    expect(notKnownText(tools.slice(0, 2))).toBeNull()
  })

  it('states the seats and each tool’s amounts, leaving out tools no longer there', () => {
    const usage = {
      seats: 1,
      amounts: [
        { tool_id: 2, unit: 'character' as const, amount: 150_000 },
        { tool_id: 9, unit: 'image' as const, amount: 5 },
      ],
    }
    expect(usageText(usage, [{ tool_id: 2, name: 'Voice' }])).toBe('1 seat; Voice: 150,000 characters a month')
  })
})
