/**
 * `@kitly/search/bench`: what the benchmarks (bench/) and tests measure the engine with, and the baselines they
 * compare it against. Nothing the application runs; its surface is the package's main entry.
 */

import { forgetWordLookups } from './postgres/vocabulary.ts'
import { forgetTaskData } from './recommender/task-data.ts'

export { misplacedRows } from './postgres/table-order.ts'
export { uncorrectedSearchStatement } from './postgres/tool-statement/uncorrected-statement.ts'
export { kitCandidates, naiveKitCandidates, type ScoredCandidate } from './recommender/candidates.ts'
export * from './recommender/quality-set.ts'
export * from './relevance/name-set.ts'

/**
 * Empties what the engine keeps between requests in this process (word lookups and their corrections, the planner's
 * task data), so that the benchmark's headline figures are taken cold.
 */
export function forgetSearchCaches(): void {
  forgetWordLookups()
  forgetTaskData()
}
