/**
 * G4, G5, G7, G9: search latency at the database level, one query at a time, timed in this process. The search side
 * is the engine function the route calls (@kitly/search createPostgresEngine(...).tools, facets included unless
 * said otherwise) on a Slonik pool configured as the app's; the naive sides run through the same pool.
 *   typo   one-edit typos of tool names (the typo path: vocabulary KNN, correction, then the search)
 *   tail   rare words spelled right (the exact-FTS path), with facets; tail-nf the same without facets
 *   ilike  naive ILIKE scan for the intended words of the typo set (G4)
 *   trgm   naive pg_trgm P2 pattern for the typo strings (G7, at M only: it is a 100k goal, ~3 s a query there)
 */

import { latencyWindow } from '../measure/db.ts'
import { Rotation } from '../measure/rotation.ts'
import type { Member, RatioSpec } from '../protocol/interleave.ts'
import { member, type Suite } from './context.ts'
import { naiveIlike, naiveTrigram } from './naive-sql.ts'

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
    const members: Member[] = [
      sequential('typo', 'search, one-edit typos', queries.typo1, (q) => engine.tools({ q: q.q, limit: 20 })),
      sequential('tail', 'search, tail words, with facets', queries.tail, (q) => engine.tools({ q: q.q, limit: 20 })),
      sequential('tail-nf', 'search, tail words, no facets', queries.tail, (q) =>
        engine.tools({ q: q.q, limit: 20, facets: false }),
      ),
      sequential('ilike', 'naive ILIKE scan, intended words', queries.typo1, (q) => naiveIlike(db, q.intended ?? q.q)),
    ]
    const ratios: RatioSpec[] = [
      {
        goal: 'G4',
        numerator: { member: 'ilike', statistic: 'p50' },
        denominator: { member: 'typo', statistic: 'p50' },
      },
      {
        goal: 'G5',
        numerator: { member: 'typo', statistic: 'p50' },
        denominator: { member: 'tail', statistic: 'p50' },
      },
      {
        goal: 'G9',
        numerator: { member: 'tail', statistic: 'p50' },
        denominator: { member: 'tail-nf', statistic: 'p50' },
      },
    ]
    if (context.size === 'M') {
      members.push(
        sequential('trgm', 'naive pg_trgm P2 pattern, typo strings', queries.typo1, (q) => naiveTrigram(db, q.q)),
      )
      ratios.push({
        goal: 'G7',
        numerator: { member: 'trgm', statistic: 'p50' },
        denominator: { member: 'typo', statistic: 'p50' },
      })
    }
    await context.runner.pairs(context.size, { name: 'DB-level latency', members, ratios })
  },
}
