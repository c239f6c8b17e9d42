/**
 * `@kitly/search/bench`: what the benchmarks (bench/) and tests measure the engine with, and the baselines they
 * compare it against. Nothing the application runs; its surface is the package's main entry.
 */

export { misplacedRows } from './postgres/table-order.ts'
export { uncorrectedSearchStatement } from './postgres/tool-statement/uncorrected-statement.ts'
export { kitCandidates, naiveKitCandidates, type ScoredCandidate } from './recommender/candidates.ts'
export * from './relevance/name-set.ts'
