import { describe, expect, it } from 'vitest'
import { formatTimeAgo } from './relative-time'

const now = new Date('2026-05-20T12:00:00Z')
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

describe('formatTimeAgo', () => {
  it('says just now under a minute, and for a clock a little ahead', () => {
    expect(formatTimeAgo(before(59), now)).toBe('just now')
    expect(formatTimeAgo(before(-30), now)).toBe('just now')
  })

  it('counts in the largest whole unit, singular for one', () => {
    expect(formatTimeAgo(before(60), now)).toBe('1 minute ago')
    expect(formatTimeAgo(before(59 * 60), now)).toBe('59 minutes ago')
    expect(formatTimeAgo(before(2 * 3600 + 59 * 60), now)).toBe('2 hours ago')
    expect(formatTimeAgo(before(24 * 3600), now)).toBe('1 day ago')
    expect(formatTimeAgo(before(13 * 24 * 3600), now)).toBe('1 week ago')
    expect(formatTimeAgo(before(45 * 24 * 3600), now)).toBe('1 month ago')
    expect(formatTimeAgo(before(800 * 24 * 3600), now)).toBe('2 years ago')
  })
})
