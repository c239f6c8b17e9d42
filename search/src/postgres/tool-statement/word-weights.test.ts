/** The weights of an any-word search's words. */
import { describe, expect, it } from 'vitest'
import { parseQueryWords } from '../../query-text.ts'
import { CONTEXT_WEIGHT, wordWeights } from './word-weights.ts'

describe('wordWeights', () => {
  const frequency = new Map([
    ['voiceover', 25],
    ['youtube', 25],
    ['videos', 25],
  ])

  it('weighs a rarer word more', () => {
    const [rare, common] = wordWeights(
      parseQueryWords('voiceover videos'),
      new Map([...frequency, ['videos', 100]]),
      820,
    )
    expect(rare).toBeGreaterThan(common ?? Infinity)
  })

  it('weighs the words after “for” less than those naming the job', () => {
    const [voiceover, , youtube, videos] = wordWeights(parseQueryWords('voiceover for youtube videos'), frequency, 820)
    expect(youtube).toBeCloseTo((voiceover ?? 0) * CONTEXT_WEIGHT)
    expect(videos).toBeCloseTo((voiceover ?? 0) * CONTEXT_WEIGHT)
    // A query starting with "for" has no job before it.
    const [, alone] = wordWeights(parseQueryWords('for youtube'), frequency, 820)
    expect(alone).toBeCloseTo(wordWeights(parseQueryWords('youtube'), frequency, 820)[0] ?? 0)
  })
})
