/**
 * Correctness gates in the same run (a fast wrong answer must fail), through the engine the route calls:
 *   G6  recall@20 of the intended tool for one-edit typos of names (≥ 5 letters) and two-edit typos (≥ 9 letters),
 *       and top-1 for exact tool names (typo tolerance must never displace an exact match);
 *   G8  the bounded ranking of head queries against ranking every match (the engine unbounded): overlap of the
 *       top 20, and the same top hit (a head query's speed must not come from ranking the wrong tools);
 *   hits > 0 for tail words and head queries.
 * Also a survey of every query class (p50/p99 one query at a time, average hits, share without hits) for context:
 * short prefixes and 10-20-word goals are where engines have their tails (Pitfall 8).
 */
import { createPostgresEngine, type ToolSearchQuery } from '@kitly/search'
import type { BenchQuery, QuerySetName } from '../data/queries.ts'
import { G6_TARGETS } from '../goals.ts'
import { latencyWindow } from '../measure/db.ts'
import { meanOverlap } from '../measure/overlap.ts'
import { Rotation } from '../measure/rotation.ts'
import { round, statisticOf } from '../protocol/interleave.ts'
import { recordGoal, type Suite, type SuiteContext } from './context.ts'

const GATE_QUERIES = 200
/** Head queries ranked unbounded at 100k tools: ~60 ms each. */
const UNBOUNDED_QUERIES_AT_M = 50

const toSearch = (query: BenchQuery): ToolSearchQuery => ({
  q: query.q,
  limit: 20,
  ...(query.category ? { category: query.category } : {}),
  ...(query.pricing ? { pricing: query.pricing } : {}),
})

async function share(
  context: SuiteContext,
  queries: readonly BenchQuery[],
  test: (slugs: string[], query: BenchQuery) => boolean,
  q: (query: BenchQuery) => string = (query) => query.q,
): Promise<{ share: number; misses: BenchQuery[] }> {
  let hits = 0
  const misses: BenchQuery[] = []
  for (const query of queries) {
    const result = await context.engine.tools({ q: q(query), limit: 20 })
    if (
      test(
        result.hits.map((hit) => hit.slug),
        query,
      )
    )
      hits++
    else misses.push(query)
  }
  return { share: hits / queries.length, misses }
}

export const correctness: Suite = {
  name: 'Correctness gates',
  goals: ['G6', 'G8'],
  runsIn: () => true,
  async run(context) {
    // The first 200 queries of each set (recall ± 1.5 points): typo searches take 10-40 ms here, and the whole
    // sets would cost minutes of the run's budget.
    const count = GATE_QUERIES
    const queries = Object.fromEntries(
      Object.entries(context.queries).map(([name, set]) => [name, set.slice(0, count)]),
    ) as SuiteContext['queries']
    const inTop20 = (slugs: string[], query: BenchQuery) => slugs.includes(query.target ?? '')
    const typo1 = await share(context, queries.typo1, inTop20)
    const typo2 = await share(context, queries.typo2, inTop20)
    const exact = await share(context, queries.names, (slugs, query) => slugs[0] === query.target)
    // The ceiling of typo recall: the intended word spelled right.
    const intended = await share(context, queries.typo1, inTop20, (query) => query.intended ?? query.q)
    context.extra.g6 = {
      typo1: typo1.share,
      typo2: typo2.share,
      exactTop1: exact.share,
      intendedRecall: intended.share,
      typo1Misses: typo1.misses.slice(0, 20),
      typo2Misses: typo2.misses.slice(0, 20),
      exactMisses: exact.misses.slice(0, 20),
    }
    const gates = [
      ['typo1', typo1.share, G6_TARGETS.typo1, 'recall@20, one-edit typos of names ≥ 5 letters'],
      ['typo2', typo2.share, G6_TARGETS.typo2, 'recall@20, two-edit typos of names ≥ 9 letters'],
      ['exact top-1', exact.share, G6_TARGETS.exactTop1, 'top-1 for the exact tool name'],
    ] as const
    for (const [name, value, target, measure] of gates) {
      context.runner.record({
        goal: `G6 ${name}`,
        size: context.size,
        measure,
        comparator: '>=',
        target,
        measured: round(value, 4),
        verdict: value >= target ? 'pass' : 'fail',
        attempts: 1,
        context: `${queries.typo1.length} queries each; intended word spelled right: recall@20 ${round(intended.share, 3)}`,
      })
    }

    await rankingAgainstUnbounded(context)

    const survey: Record<string, unknown> = {}
    const windowSeconds = context.size === 'S' ? 0.5 : 1
    for (const name of ['tail', 'head', 'typo1', 'typo2', 'prefix', 'filters', 'goals'] as QuerySetName[]) {
      let total = 0
      let empty = 0
      const rotation = new Rotation(context.queries[name])
      const window = await latencyWindow({
        queries: rotation,
        seconds: windowSeconds,
        run: async (query) => {
          const result = await context.engine.tools(toSearch(query))
          total += result.total
          if (result.total === 0) empty++
        },
      })
      survey[name] = {
        queries: window.count,
        p50_ms: round(statisticOf([window], 'p50'), 3),
        p99_ms: round(statisticOf([window], 'p99'), 3),
        mean_hits: round(total / window.count, 1),
        no_hits: round(empty / window.count, 3),
      }
    }
    context.extra.survey = survey
    context.log(`query classes (one at a time): ${JSON.stringify(survey)}`)

    let withoutHits = 0
    for (const query of [...queries.tail, ...queries.head]) {
      const result = await context.engine.tools({ q: query.q, limit: 1, facets: false })
      if (result.total === 0) withoutHits++
    }
    const checked = queries.tail.length + queries.head.length
    context.runner.record({
      goal: 'hits',
      size: context.size,
      measure: 'share of tail words and head queries with hits > 0',
      comparator: '>=',
      target: 1,
      measured: round((checked - withoutHits) / checked, 4),
      verdict: withoutHits === 0 ? 'pass' : 'fail',
      attempts: 1,
      context: `${checked} queries, ${withoutHits} without hits`,
    })
  },
}

/** G8's gate: the top 20 of head queries, bounded as searches are, against ranking every match. */
async function rankingAgainstUnbounded(context: SuiteContext): Promise<void> {
  const reference = createPostgresEngine(context.db, { unbounded: true })
  const queries = context.queries.head.slice(0, context.size === 'M' ? UNBOUNDED_QUERIES_AT_M : GATE_QUERIES)
  const bounded = new Map<string, number[]>()
  const unbounded = new Map<string, number[]>()
  let sameFirst = 0
  for (const query of queries) {
    const ours = (await context.engine.tools(toSearch(query))).hits.map((hit) => hit.id)
    const all = (await reference.tools(toSearch(query))).hits.map((hit) => hit.id)
    bounded.set(query.q, ours)
    unbounded.set(query.q, all)
    if (ours[0] === all[0]) sameFirst++
  }
  const overlap = meanOverlap(20, bounded, unbounded)
  const figures = `${queries.length} head queries, against the same engine counting and ranking every match`
  recordGoal(context, 'G8 overlap@20', round(overlap.mean, 3), figures)
  recordGoal(context, 'G8 top-1', round(sameFirst / queries.length, 3), figures)
}
