/** A search's statement taken as typed: the benchmark runs it through raw pg and Slonik (bench/src/goals.ts). */
import { ToolSearchQuery, type ToolSearchQuery as ToolSearchQueryInput } from '../../engine.ts'
import { parseQueryWords } from '../../query-text.ts'
import { preparedOnce } from '../prepared.ts'
import { bounded } from './bounds.ts'
import { searchStatement } from './statement.ts'
import { allWordsQuery, exactWordQuery } from './text-matching.ts'

/** Without typo correction or completion of the last word, so without the vocabulary. */
export function uncorrectedSearchStatement(input: ToolSearchQueryInput) {
  const query = ToolSearchQuery.parse(input)
  const words = parseQueryWords(query.q)
  const matching = allWordsQuery(query.q, words, exactWordQuery)
  const terms = words.filter((word) => !word.negated).map((word) => word.text)
  // No catalog size without the vocabulary, so no popular walk (it only serves searches matching past COUNT_CAP).
  return preparedOnce(searchStatement(query, query.q, { matching, terms, names: [] }, bounded(0, true), false))
}
