import { describe, expect, it } from 'vitest'
import { planChange, planFacts } from '@/test/plan-change'
import { changeDate, changeText, priceHistorySummary, priceHistoryText } from './plan-changes'

const firstSave = '2026-01-05T09:00:00Z'
const secondSave = '2026-03-03T10:00:00Z'

describe('plan changes in words', () => {
  it('says what a change did to the plan’s price', () => {
    expect(changeText(planChange('Team', 'added', null, planFacts(50)))).toBe('Team added: $50 a month')
    expect(changeText(planChange('Free', 'removed', planFacts(0, { is_free_tier: true }), null))).toBe('Free removed')
    expect(changeText(planChange('Pro', 'changed', planFacts(20), planFacts(25)))).toBe(
      'Pro: $20 a month → $25 a month',
    )
    expect(
      changeText(planChange('Pro', 'changed', planFacts(20), planFacts(20, { source_url: 'https://example.com/new' }))),
    ).toBe('Pro: details updated')
  })

  it('dates a change by its new price’s as-of day, a removal by the day it was recorded', () => {
    expect(changeDate(planChange('Pro', 'changed', planFacts(20), planFacts(25, { as_of: '2026-03-01' })))).toBe(
      '2026-03-01',
    )
    expect(changeDate(planChange('Pro', 'removed', planFacts(25), null, secondSave))).toBe('2026-03-03')
  })

  it('says when no change is recorded', () => {
    expect(priceHistorySummary([])).toBeNull()
    expect(priceHistoryText([])).toBe('No price changes recorded')
  })

  it('spells out the latest update’s changes with their days, then how many are recorded since when', () => {
    const history = [
      planChange('Free', 'added', null, planFacts(0, { is_free_tier: true, as_of: '2026-01-05' }), firstSave),
      planChange('Pro', 'added', null, planFacts(20, { as_of: '2026-01-05' }), firstSave),
      planChange('Pro', 'changed', planFacts(20), planFacts(25, { as_of: '2026-03-03' }), secondSave),
      planChange('Free', 'removed', planFacts(0, { is_free_tier: true }), null, secondSave),
    ]
    expect(priceHistorySummary(history)).toEqual({
      latest: ['Pro: $20 a month → $25 a month, Mar 3, 2026', 'Free removed, Mar 3, 2026'],
      more: null,
      total: '4 changes recorded since Jan 5, 2026',
    })
    expect(priceHistoryText(history)).toBe(
      'Pro: $20 a month → $25 a month, Mar 3, 2026; Free removed, Mar 3, 2026 · 4 changes recorded since Jan 5, 2026',
    )
  })

  it('counts rather than lists an update’s changes past the third, and says no "since" for a single day', () => {
    const history = ['A', 'B', 'C', 'D', 'E'].map((name) =>
      planChange(name, 'added', null, planFacts(10, { as_of: '2026-01-05' }), firstSave),
    )
    expect(priceHistoryText(history)).toBe(
      'A added: $10 a month, Jan 5, 2026; B added: $10 a month, Jan 5, 2026; C added: $10 a month, Jan 5, 2026; ' +
        'and 2 more changes in that update · 5 changes recorded',
    )
    expect(priceHistoryText(history.slice(0, 1))).toBe('A added: $10 a month, Jan 5, 2026 · 1 change recorded')
  })
})
