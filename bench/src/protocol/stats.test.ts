import { describe, expect, it } from 'vitest'
import { palindrome, statisticOf } from './interleave.ts'
import { judge, median, percentile, quantile, summarizeRatios } from './stats.ts'

describe('protocol statistics', () => {
  it('interpolates quartiles between closest ranks (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75)
    expect(quantile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25)
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('takes nearest-rank percentiles of latency samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(samples, 50)).toBe(50)
    expect(percentile(samples, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
  })

  it('summarizes per-round ratios as median and IQR/median', () => {
    const summary = summarizeRatios([0.9, 1.0, 1.1, 1.0, 0.95, 1.05])
    expect(summary.median).toBeCloseTo(1.0)
    expect(summary.q1).toBeCloseTo(0.9625)
    expect(summary.q3).toBeCloseTo(1.0375)
    expect(summary.dispersion).toBeCloseTo(0.075)
  })

  it('passes a goal only when the median meets it and the spread is at most 15 %', () => {
    const tight = summarizeRatios([0.92, 0.93, 0.94])
    expect(judge(tight, '>=', 0.9)).toBe('pass')
    expect(judge(tight, '>=', 0.95)).toBe('fail')
    expect(judge(tight, '<=', 0.95)).toBe('pass')
    const loose = summarizeRatios([0.5, 1.0, 1.5])
    expect(judge(loose, '>=', 0.1)).toBe('inconclusive')
  })

  it('orders a round as a palindrome, so every member sits at the same mean time', () => {
    expect(palindrome(['A', 'B'])).toEqual(['A', 'B', 'B', 'A'])
    expect(palindrome(['A', 'B', 'C'])).toEqual(['A', 'B', 'C', 'C', 'B', 'A'])
  })

  it("pools a member's windows: rates from totals, percentiles from all samples", () => {
    const windows = [
      { count: 100, errors: 0, seconds: 2, samples: [1, 2, 3] },
      { count: 300, errors: 0, seconds: 2, samples: [4, 5, 100] },
    ]
    expect(statisticOf(windows, 'rate')).toBe(100)
    expect(statisticOf(windows, 'p50')).toBe(3)
    expect(statisticOf(windows, 'p99')).toBe(100)
  })
})
