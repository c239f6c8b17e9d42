/**
 * The descriptive set: what visitors type when they describe a need rather than name a tool ("remove background from
 * product photos", "chat with pdf"), each labelled with every tool of the seed catalog a person would accept as an
 * answer (descriptive-set.json). Scored by strict recall@10: the share of queries whose first 10 results hold at least
 * one labelled tool. Strict, because only the labelled tools count: a tool of the right category or a near job that
 * was not labelled earns nothing.
 */
import { z } from 'zod'
import descriptiveSet from './descriptive-set.json' with { type: 'json' }

export const DescriptiveQuery = z.object({
  query: z.string().min(1),
  /** The catalog category the need belongs to, to read the score per area. */
  category: z.string(),
  /** Slugs of the tools that answer the query, the most fitting first. */
  relevant: z.array(z.string()).min(1),
})
export type DescriptiveQuery = z.infer<typeof DescriptiveQuery>

export const DESCRIPTIVE_QUERIES: readonly DescriptiveQuery[] = z.array(DescriptiveQuery).parse(descriptiveSet.queries)

/** How deep the results are read. */
export const DESCRIPTIVE_DEPTH = 10

export type DescriptiveResult = DescriptiveQuery & {
  /** 1-based position of the first labelled tool in the results, null when none is in the first DESCRIPTIVE_DEPTH. */
  firstRank: number | null
  /** Labelled tools in the results, over the most the results could hold (min(labelled, DESCRIPTIVE_DEPTH)). */
  coverage: number
  got: string[]
}

export type DescriptiveScore = {
  queries: number
  /** Share of queries with a labelled tool first / in the first 5 / in the first 10 (the last is strict recall@10). */
  at1: number
  at5: number
  strictRecallAt10: number
  /** Mean coverage: how many of the acceptable tools the results show, not only whether one is there. */
  meanCoverage: number
  /** Every query, worst first: no labelled tool found, then the first one found lowest, then the least coverage. */
  results: DescriptiveResult[]
}

export function judgeResults(query: DescriptiveQuery, slugs: readonly string[]): DescriptiveResult {
  const got = slugs.slice(0, DESCRIPTIVE_DEPTH)
  const relevant = new Set(query.relevant)
  const index = got.findIndex((slug) => relevant.has(slug))
  const found = got.filter((slug) => relevant.has(slug)).length
  return {
    ...query,
    firstRank: index === -1 ? null : index + 1,
    coverage: found / Math.min(relevant.size, DESCRIPTIVE_DEPTH),
    got,
  }
}

/** Scores a search on the queries, `concurrency` searches at once. */
export async function scoreDescriptiveSearch(
  queries: readonly DescriptiveQuery[],
  search: (query: string) => Promise<readonly { slug: string }[]>,
  concurrency = 1,
): Promise<DescriptiveScore> {
  const results: DescriptiveResult[] = []
  let next = 0
  const worker = async () => {
    for (let query = queries[next++]; query; query = queries[next++]) {
      const hits = await search(query.query)
      results.push(
        judgeResults(
          query,
          hits.map((hit) => hit.slug),
        ),
      )
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const rankOf = (result: DescriptiveResult) => result.firstRank ?? Number.POSITIVE_INFINITY
  results.sort((a, b) => rankOf(b) - rankOf(a) || a.coverage - b.coverage || a.query.localeCompare(b.query))
  const share = (within: number) => results.filter((result) => rankOf(result) <= within).length / results.length
  return {
    queries: results.length,
    at1: share(1),
    at5: share(5),
    strictRecallAt10: share(DESCRIPTIVE_DEPTH),
    meanCoverage: results.reduce((sum, result) => sum + result.coverage, 0) / results.length,
    results,
  }
}

const round = (value: number) => value.toFixed(3)

/** The figures and the `worst` worst queries, each with the tools labelled and what came back. */
export function describeScore(score: DescriptiveScore, worst = 15): string {
  const lines = [
    `descriptive set: ${score.queries} queries; strict recall@${DESCRIPTIVE_DEPTH} ${round(score.strictRecallAt10)}, ` +
      `@5 ${round(score.at5)}, @1 ${round(score.at1)}; mean coverage of the labelled tools ${round(score.meanCoverage)}`,
    `worst ${worst}:`,
    ...score.results.slice(0, worst).map((result) => {
      const rank = result.firstRank === null ? `none in ${DESCRIPTIVE_DEPTH}` : `first at ${result.firstRank}`
      const labelled = result.relevant.slice(0, 5).join(', ') + (result.relevant.length > 5 ? ', …' : '')
      return `  "${result.query}" (${rank}) wanted ${labelled} → got ${result.got.join(', ') || 'nothing'}`
    }),
  ]
  return lines.join('\n')
}
