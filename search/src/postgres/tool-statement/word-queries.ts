/** Each word's tsquery, from what the vocabulary says of it: its completions when being typed, how many tools use it. */
import type { SqlToken } from 'slonik'
import type { QueryWord } from '../../query-text.ts'
import { sql } from '../../sql.ts'
import { listsEveryCompletion, type WordAnalysis } from '../vocabulary.ts'
import { exactWordQuery, prefixQuery } from './text-matching.ts'

export type WordQueries = {
  /** What the word matches. */
  match(word: QueryWord): SqlToken
  /** What the word is ranked against: the word being typed as a prefix, one term instead of its completions. */
  rank(word: QueryWord): SqlToken
  /** The number of tools the word matches (through its stem; being typed, its completions), at most. */
  toolsUsing(word: QueryWord): number | undefined
  /** The share of tools the word matches (0 when unknown, as for a stop word). */
  share(word: QueryWord): number
}

export function wordQueriesFor({
  completions,
  completionStems,
  completionUses,
  stemUses,
  toolCount,
}: WordAnalysis): WordQueries {
  const expansionsOf = (word: QueryWord) => (word.partial ? (completions.get(word.text) ?? []) : [])
  const prefixOf = (word: QueryWord) => prefixQuery(word.text, completionStems.get(word.text) ?? [])
  const toolsUsing = (word: QueryWord) =>
    (word.partial ? completionUses.get(word.text) : undefined) ?? stemUses.get(word.text)
  return {
    match: (word) => {
      const expansions = expansionsOf(word)
      if (expansions.length === 0) return exactWordQuery(word)
      // A few completions: exact terms, which the index intersects with the other words' without reading either
      // whole. Many: one range of the index, cheaper than a probe per completion and finding the rarer ones too.
      return listsEveryCompletion(expansions)
        ? sql.fragment`to_tsquery('kitly', ${expansions.join(' | ')})`
        : prefixOf(word)
    },
    // ts_rank_cd's cost grows with the number of terms.
    rank: (word) => (expansionsOf(word).length > 0 ? prefixOf(word) : exactWordQuery(word)),
    toolsUsing,
    share: (word) => Math.min(1, (toolsUsing(word) ?? 0) / Math.max(toolCount, 1)),
  }
}
