import { describe, expect, it } from 'vitest'
import { editDistance, oneEditVariants } from './edit-distance.ts'

describe('editDistance', () => {
  it.each([
    ['midjourney', 'midjourney', 0],
    ['midjurney', 'midjourney', 1],
    ['chatgtp', 'chatgpt', 1],
    ['xhatgpt', 'chatgpt', 1],
    ['chatgp', 'chatgpt', 1],
    ['stabel', 'stable', 1],
    ['difusion', 'diffusion', 1],
    ['photshpo', 'photoshop', 2],
    ['kitten', 'sitting', 3],
  ])('counts %s → %s as %i edits', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected)
  })

  it('gives up past the limit', () => {
    expect(editDistance('completely', 'different', 1)).toBe(2)
  })
})

describe('oneEditVariants', () => {
  it('lists every word one edit away, and only those', () => {
    const variants = oneEditVariants('pektren')
    expect(variants).toEqual(expect.arrayContaining(['pektern', 'epktren', 'pektre', 'ektren', 'pekt2ren', 'pektrens']))
    expect(variants).not.toContain('pektren')
    expect(new Set(variants).size).toBe(variants.length)
    for (const variant of variants) expect(editDistance('pektren', variant), variant).toBe(1)
    // 7 removals, 6 swaps, 7 × 35 replacements and 8 × 36 insertions, less those that coincide (the same letter
    // inserted before or after itself).
    expect(variants.length).toBeGreaterThan(500)
    expect(variants.length).toBeLessThanOrEqual(7 + 6 + 7 * 35 + 8 * 36)
  })
})
