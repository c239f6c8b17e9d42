/**
 * G4, G5, G7, G9: search latency at the database level, one query at a time, timed in this process. The search side
 * is the engine function the route calls (@kitly/search createPostgresEngine(...).tools, facets included unless
 * said otherwise) on a Slonik pool configured as the app's; the naive sides run through the same pool.
 *   typo   one-edit typos of tool names (the typo path: vocabulary lookups, correction, then the search)
 *   exact  the same queries spelled as meant, in the same order (G5: the cost of the typo path alone)
 *   tail   rare words spelled right (the exact-FTS path), with facets; tail-nf the same without facets
 *   ilike  naive ILIKE scan for the intended words of the typo set (G4)
 *   trgm   naive pg_trgm P2 pattern for the typo strings (G7, at M only: it is a 100k goal, ~3 s a query there)
 * typo and exact are cold: the engine's word cache is emptied before each of their windows and a window takes each
 * query once at most (measure/db.ts), so every correction is looked up. After the pairs, one warm window each
 * (the same queries again, cache kept) gives G5's warm figure, as information.
 */

import { forgetSearchCaches } from '@kitly/search/bench'
import type { BenchQuery } from '../data/queries.ts'
import { coldLatencyWindow, latencyWindow } from '../measure/db.ts'
import { Rotation } from '../measure/rotation.ts'
import { formatNumber, type Member, type RatioSpec, round, statisticOf } from '../protocol/interleave.ts'
import { member, recordGoal, type Suite, type SuiteContext } from './context.ts'
import { naiveIlike, naiveTrigram } from './naive-sql.ts'

/** Queries of G5's warm windows: few enough that each is looked up in the warm-up and answered from memory after. */
const WARM_QUERIES = 100

const p50Ratio = (goal: string, numerator: string, denominator: string): RatioSpec => ({
  goal,
  numerator: { member: numerator, statistic: 'p50' },
  denominator: { member: denominator, statistic: 'p50' },
})

export const dbLatency: Suite = {
  name: 'DB-level search latency',
  goals: ['G4', 'G5', 'G7', 'G9'],
  runsIn: () => true,
  async run(context) {
    const { engine, db, queries } = context
    const seconds = context.windowSeconds
    const sequential = <Q>(id: string, label: string, items: Q[], run: (query: Q) => Promise<unknown>): Member => {
      const rotation = new Rotation(items)
      return member(id, `${label} (sequential, in-process timing)`, () =>
        latencyWindow({ queries: rotation, run, seconds }),
      )
    }
    const cold = <Q>(id: string, label: string, items: Q[], run: (query: Q) => Promise<unknown>): Member => {
      const rotation = new Rotation(items)
      return member(id, `${label} (sequential, in-process timing, cold)`, () =>
        coldLatencyWindow({ queries: rotation, run, seconds, forget: forgetSearchCaches }),
      )
    }
    const search = (q: string) => engine.tools({ q, limit: 20 })
    const members: Member[] = [
      cold('typo', 'search, one-edit typos', queries.typo1, (q) => search(q.q)),
      cold('exact', 'search, the same queries spelled as meant', queries.typo1, (q) => search(intended(q))),
      sequential('tail', 'search, tail words, with facets', queries.tail, (q) => search(q.q)),
      sequential('tail-nf', 'search, tail words, no facets', queries.tail, (q) =>
        engine.tools({ q: q.q, limit: 20, facets: false }),
      ),
      sequential('ilike', 'naive ILIKE scan, intended words', queries.typo1, (q) => naiveIlike(db, intended(q))),
    ]
    const ratios: RatioSpec[] = [
      p50Ratio('G4', 'ilike', 'typo'),
      p50Ratio('G5', 'typo', 'exact'),
      p50Ratio('G9', 'tail', 'tail-nf'),
    ]
    if (context.size === 'M') {
      members.push(
        sequential('trgm', 'naive pg_trgm P2 pattern, typo strings', queries.typo1, (q) => naiveTrigram(db, q.q)),
      )
      ratios.push(p50Ratio('G7', 'trgm', 'typo'))
    }
    await context.runner.pairs(context.size, { name: 'DB-level latency', members, ratios })
    await measureWarmTypos(context)
  },
}

const intended = (query: BenchQuery) => query.intended ?? query.q

/** G5 warm: the typo and exact windows again on a few queries whose lookups the engine remembers (information). */
async function measureWarmTypos(context: SuiteContext): Promise<void> {
  const few = context.queries.typo1.slice(0, WARM_QUERIES)
  const warmWindow = async (text: (query: BenchQuery) => string) => {
    const queries = new Rotation(few)
    const run = (query: BenchQuery) => context.engine.tools({ q: text(query), limit: 20 })
    // One pass looks every word up; the measured window then finds them all remembered.
    await latencyWindow({ queries, run, seconds: 0, minSamples: few.length })
    return latencyWindow({ queries, run, seconds: context.windowSeconds })
  }
  const typo = statisticOf([await warmWindow((q) => q.q)], 'p50')
  const exact = statisticOf([await warmWindow(intended)], 'p50')
  recordGoal(
    context,
    'G5 warm',
    round(typo / exact, 3),
    `typo p50 ${formatNumber(typo)} ms / exact p50 ${formatNumber(exact)} ms, ${few.length} queries repeated, word cache kept`,
  )
}
