import { describe, expect, it } from 'vitest'
import { meanOverlap, overlapAt } from './overlap.ts'

describe('overlap@k', () => {
  it('counts the naive top k that the optimised top k also returns, in any order', () => {
    expect(overlapAt(4, [4, 3, 9, 1], [1, 2, 3, 4])).toBe(0.75)
    expect(overlapAt(2, [2, 1, 3], [1, 2, 3])).toBe(1)
  })

  it('judges against what the naive side found when it found fewer than k, and skips when it found none', () => {
    expect(overlapAt(50, [7, 8, 9], [7, 8])).toBe(1)
    expect(overlapAt(50, [7], [])).toBeNull()
  })

  it('averages over the goals both sides answered', () => {
    const ours = new Map([
      ['a', [1, 2]],
      ['b', [3]],
      ['c', [5]],
    ])
    const naive = new Map([
      ['a', [1, 2]],
      ['b', [3, 4]],
      ['d', [9]],
      ['e', []],
    ])
    expect(meanOverlap(50, ours, naive)).toEqual({ mean: 0.75, goals: 2 })
  })
})
