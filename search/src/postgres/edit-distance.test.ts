import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance.ts'

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
