import { describe, expect, it } from 'vitest'
import type { ListingWeek } from '@/lib/api-types'
import { weekLabel, weekOverWeek } from './listing-figures'

const week = (week_start: string, clicks: number): ListingWeek => ({
  week_start,
  clicks,
  saves: 0,
  compare_adds: 0,
  kit_inclusions: 0,
})

describe('weekOverWeek', () => {
  it('compares the week in progress with the one before, in percent', () => {
    const weeks = [week('2026-11-09', 50), week('2026-11-16', 40), week('2026-11-23', 50)]
    expect(weekOverWeek(weeks, 'clicks')).toEqual({ current: 50, previous: 40, percent: 25 })
    expect(weekOverWeek([week('2026-11-16', 3), week('2026-11-23', 1)], 'clicks').percent).toBe(-67)
  })

  it('gives no percentage against an empty week, and zeros without weeks', () => {
    expect(weekOverWeek([week('2026-11-16', 0), week('2026-11-23', 7)], 'clicks')).toEqual({
      current: 7,
      previous: 0,
      percent: null,
    })
    expect(weekOverWeek([], 'saves')).toEqual({ current: 0, previous: 0, percent: null })
  })
})

describe('weekLabel', () => {
  it('names a week by its first day as written', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23')
    expect(weekLabel('2027-01-04')).toBe('Jan 4')
  })
})
