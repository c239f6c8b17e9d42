/** What each word weighs when any word may match: how rare it is, and whether it names the job or what it is for. */
import type { QueryWord } from '../../query-text.ts'

/**
 * Words after "for" say who or what the job is for ("voiceover for youtube videos"): they count less than the words
 * naming the job, so that tools matching only them (YouTube summarizers) do not outrank the job's tools.
 */
export const CONTEXT_WEIGHT = 0.7

/** Each word's weight, as Meilisearch ranks by the rarer words matched: log(1 + tools / (1 + tools using it)). */
export function wordWeights(
  words: readonly QueryWord[],
  frequency: ReadonlyMap<string, number>,
  toolCount: number,
): number[] {
  const contextFrom = words.findIndex((word, index) => index > 0 && word.text === 'for')
  return words.map((word, index) => {
    const rarity = Math.log(1 + toolCount / (1 + (frequency.get(word.text) ?? 0)))
    return contextFrom > 0 && index > contextFrom ? rarity * CONTEXT_WEIGHT : rarity
  })
}
