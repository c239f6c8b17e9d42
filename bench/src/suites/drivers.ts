/**
 * G12: the search statement's throughput through raw `pg` (a named, i.e. server-side prepared, statement, rows as
 * pg parses them) against Slonik configured as the app's (type parsers, zod row validation by the result-parser
 * interceptor), both closed loop with 10 queries in flight on pools of 10, on rotated tail words.
 * The statement is the search engine's for one complete word (uncorrectedSearchStatement: the statement of
 * search/src/postgres/tools.ts without the vocabulary lookup that precedes it).
 */
import { uncorrectedSearchStatement } from '@kitly/search/bench'
import pg from 'pg'
import { throughputWindow } from '../measure/db.ts'
import { Rotation } from '../measure/rotation.ts'
import { member, type Suite } from './context.ts'

const CONCURRENCY = 10

/** A complete word (trailing space): the statement's text is the same for every word, only its values change. */
const searchStatement = (word: string) => uncorrectedSearchStatement({ q: `${word} `, limit: 20 })

export const drivers: Suite = {
  name: 'Drivers: raw pg vs Slonik',
  goals: ['G12'],
  // Once per full run, at M (Pitfall 6: "measure … once"); the quick run has no time for it.
  runsIn: ({ size, quick }) => size === 'M' && !quick,
  async run(context) {
    // The very text Slonik sends (its `$slonik_N` placeholders become `$N` on the wire), so both drivers run the
    // same statement.
    const text = searchStatement('word').sql.replace(/\$slonik_(\d+)/g, '$$$1')
    // Its connections stay open until the phase ends, as the app's do (@kitly/db's pool.ts): ten closing at once, 10 s
    // after this suite (pg-pool's default), stalled the next suite's window.
    const raw = new pg.Pool({ connectionString: context.databaseUrl, max: CONCURRENCY, idleTimeoutMillis: 0 })
    // Not closed here: an inconclusive pair is rerun at the end of the phase.
    context.cleanup.push(() => raw.end())
    const words = context.queries.tail.map((q) => q.q)
    const rawRotation = new Rotation(words)
    const slonikRotation = new Rotation(words)
    const seconds = context.windowSeconds
    await context.runner.pairs(context.size, {
      name: 'Drivers',
      members: [
        member('pg', 'raw pg, prepared statement (closed loop, 10 in flight)', () =>
          throughputWindow({
            queries: rawRotation,
            run: (word) => raw.query({ name: 'bench-search', text, values: [...searchStatement(word).values] }),
            seconds,
            concurrency: CONCURRENCY,
          }),
        ),
        member('slonik', 'Slonik as configured by the app (closed loop, 10 in flight)', () =>
          throughputWindow({
            queries: slonikRotation,
            run: (word) => context.db.one(searchStatement(word)),
            seconds,
            concurrency: CONCURRENCY,
          }),
        ),
      ],
      ratios: [
        {
          goal: 'G12',
          numerator: { member: 'pg', statistic: 'rate' },
          denominator: { member: 'slonik', statistic: 'rate' },
        },
      ],
    })
  },
}
