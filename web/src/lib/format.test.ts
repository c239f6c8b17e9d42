import { afterEach, describe, expect, it } from 'vitest'
import {
  formatAtLeast,
  formatCalendarDate,
  formatCount,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  plural,
  pluralAtLeast,
} from './format'

// Intl is the reference: the hand-written formats must print exactly what it prints for en-US.
const dates = [
  '2025-01-05T00:00:00Z',
  '2025-01-05T15:04:00',
  '2024-02-29T00:30:00',
  '2023-12-31T23:59:59',
  '2026-07-04T12:00:00',
  '2026-11-23T00:05:00',
]

describe('format', () => {
  it.each(dates)('prints %s as Intl does', (iso) => {
    const date = new Date(iso)
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(date)
    expect(formatShortDate(iso)).toBe(intl({ month: 'short', day: 'numeric', year: 'numeric' }))
    expect(formatLongDate(iso)).toBe(intl({ month: 'long', day: 'numeric', year: 'numeric' }))
    expect(formatShortDateTime(iso)).toBe(
      intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    )
  })

  it.each([0, 7, 999, 1000, 12345, 999999, 1234567, -4321])('groups %d as Intl does', (count) => {
    expect(formatCount(count)).toBe(new Intl.NumberFormat('en-US').format(count))
  })

  describe('calendar dates', () => {
    const zone = process.env.TZ
    afterEach(() => {
      process.env.TZ = zone
    })

    // The farthest zones west and east of Greenwich: a date parsed as UTC midnight moves a day in the first.
    it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('prints the date entered in %s', (timeZone) => {
      process.env.TZ = timeZone
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(
        { 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, UTC: 0 }[timeZone],
      )
      expect(formatCalendarDate('1990-04-02')).toBe('Apr 2, 1990')
      expect(formatCalendarDate('2000-01-01')).toBe('Jan 1, 2000')
      expect(formatCalendarDate('1985-12-31')).toBe('Dec 31, 1985')
    })
  })

  it('says one or many', () => {
    expect(plural(1, 'tool')).toBe('1 tool')
    expect(plural(1200, 'tool')).toBe('1,200 tools')
    expect(plural(2, 'category', 'categories')).toBe('2 categories')
  })

  it('says a count the API stopped at with a plus', () => {
    expect(pluralAtLeast(10_000, true, 'tool')).toBe('10,000+ tools')
    expect(pluralAtLeast(1, false, 'match', 'matches')).toBe('1 match')
  })

  it('rounds claims down to two significant digits, with a plus', () => {
    expect([0, 7, 13, 24, 99, 820, 829, 1_234, 56_789].map(formatAtLeast)).toEqual([
      '0',
      '7',
      '13+',
      '24+',
      '99+',
      '820+',
      '820+',
      '1,200+',
      '56,000+',
    ])
  })
})
