/** What a search matches its text on: the tsqueries built from the query's words, before any statement is. */
import type { SqlToken } from 'slonik'
import type { QueryWord } from '../../query-text.ts'
import { sql } from '../../sql.ts'
import type { NameMatch } from '../names.ts'
import type { TaskWord } from '../task-words.ts'

/**
 * A word of its own when any word may match: the word, its query, its weight, and whether it matches much of the
 * catalog.
 */
export type WeightedWord = { word: string; query: SqlToken; weight: number; dense: boolean }

/**
 * What a search matches on: every word (`matching` alone), or any word (`matching`), ranking tools that
 * have all words first and the others by the weights of the words they have.
 */
export type TextMatching = {
  matching: SqlToken | null
  /** What relevance is scored against, when not `matching`: the same words, the one being typed as a prefix. */
  ranking?: SqlToken | null
  allWords?: SqlToken | null
  weighted?: readonly WeightedWord[]
  /** The query's words, negated ones left out. */
  terms: readonly string[]
  /** Tools found by name (names.ts), ranked first in their order. */
  names: readonly NameMatch[]
  /** Words of a phrase naming a task (task-words.ts): the tools doing the task are credited with them. */
  taskWords?: readonly TaskWord[]
  /** Tools the query asks alternatives to (alternatives.ts): ranked last. */
  alternativesOf?: readonly number[]
  /** The query matches much of the catalog: scan the table rather than the text index. */
  dense?: boolean
  /** The query is expected to match at most RANK_CAP tools: try the narrow statement first. */
  narrow?: boolean
}

/**
 * Every word: websearch_to_tsquery semantics for the complete words (quotes, -exclusions, OR), AND-ed
 * with the completions of the word still being typed.
 */
export function allWordsQuery(
  text: string,
  words: readonly QueryWord[],
  wordQuery: (word: QueryWord) => SqlToken,
): SqlToken | null {
  if (words.length === 0) return null
  const partial = words.at(-1)?.partial ? words.at(-1) : undefined
  const complete = partial ? text.replace(/[\p{L}\p{N}]+$/u, '') : text
  const whole = sql.fragment`websearch_to_tsquery('kitly', ${complete})`
  if (!partial) return whole
  return sql.fragment`(SELECT CASE WHEN numnode(w) = 0 THEN p WHEN numnode(p) = 0 THEN w ELSE w && p END
                        FROM ${whole} AS w, ${wordQuery(partial)} AS p)`
}

export const exactWordQuery = (word: QueryWord) => sql.fragment`plainto_tsquery('kitly', ${word.text})`

/**
 * The word being typed as a prefix of the indexed words, kept as typed (stemmed, "generati" would not start
 * "generat"), with its completions' stems that it does not start ("usin": "using" → "use").
 */
export function prefixQuery(typed: string, completionStems: readonly string[]): SqlToken {
  const otherStems = completionStems.filter((stem) => !stem.startsWith(typed))
  return sql.fragment`to_tsquery('simple', ${[`${typed}:*`, ...otherStems].join(' | ')})`
}
