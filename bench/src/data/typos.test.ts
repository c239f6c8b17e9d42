import { describe, expect, it } from 'vitest'
import { createRandom } from './random.ts'
import { applyEdit, makeTypo, osaDistance } from './typos.ts'

describe('typos', () => {
  it('counts edits as the engine does, a swap of two letters being one', () => {
    expect(osaDistance('chatgpt', 'chatgtp')).toBe(1)
    expect(osaDistance('ollama', 'olama')).toBe(1)
    expect(osaDistance('midjourney', 'midjurnay')).toBe(2)
    expect(osaDistance('same', 'same')).toBe(0)
  })

  it('makes typos exactly the asked number of edits away, at every position including the first letter', () => {
    const random = createRandom(7)
    const firstLetters = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const typo = makeTypo('synthesia', 1, random, new Set())
      expect(typo).not.toBeNull()
      expect(osaDistance('synthesia', typo as string)).toBe(1)
      firstLetters.add((typo as string)[0] as string)
    }
    expect(firstLetters.size).toBeGreaterThan(3)
    for (let i = 0; i < 100; i++) {
      expect(osaDistance('perplexity', makeTypo('perplexity', 2, random, new Set()) as string)).toBe(2)
    }
  })

  it('never returns a real word as a typo', () => {
    const random = createRandom(1)
    const known = new Set(['cat', 'cut', 'cot'])
    for (let i = 0; i < 50; i++) expect(known.has(makeTypo('cat', 1, random, known) ?? 'none')).toBe(false)
    expect(applyEdit('ab', random, 'swap')).toBe('ba')
  })
})
