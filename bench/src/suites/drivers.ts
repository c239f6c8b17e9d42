/**
 * G12: the search statement's throughput through raw `pg` (a named, i.e. server-side prepared, statement, rows as
 * pg parses them) against Slonik configured as the app's (type parsers, zod row validation by the result-parser
 * interceptor), both closed loop with 10 queries in flight on pools of 10, on rotated tail words.
 * The statement is the search engine's hit query for one complete word (search/src/postgres/tools.ts).
 */
import { ToolCard } from '@kitly/search'
import pg from 'pg'
import { createSqlTag } from 'slonik'
import { z } from 'zod'
import { throughputWindow } from '../measure/db.ts'
import { Rotation } from '../measure/rotation.ts'
import { member, type Suite } from './context.ts'

const sql = createSqlTag()
const HitRow = ToolCard.extend({ total: z.number() })
const CONCURRENCY = 10

const searchStatement = (first: unknown, second: unknown) => sql.type(HitRow)`
  WITH search_query AS (SELECT websearch_to_tsquery('kitly', ${first as string}) AS query)
  SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
         t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags,
         count(*) OVER ()::int AS total
  FROM tools t LEFT JOIN categories c ON c.id = t.category_id
  WHERE t.status = 'active' AND t.search_vector @@ (SELECT query FROM search_query)
  ORDER BY ts_rank_cd(t.search_vector, (SELECT query FROM search_query), 1)
           + 0.5 * similarity(t.name_normalized, search_normalize(${second as string}))
           + 0.05 * (ln(1 + t.review_count) * t.rating / 5 + ln(1 + t.click_count) / 4) DESC,
           t.id
  LIMIT 20`

export const drivers: Suite = {
  name: 'Drivers: raw pg vs Slonik',
  goals: ['G12'],
  // Once per full run, at M (Pitfall 6: "measure … once"); the quick run has no time for it.
  runsIn: ({ size, quick }) => size === 'M' && !quick,
  async run(context) {
    // The very text Slonik sends (its `$slonik_N` placeholders become `$N` on the wire), so both drivers run the
    // same statement.
    const text = searchStatement('', '').sql.replace(/\$slonik_(\d+)/g, '$$$1')
    const raw = new pg.Pool({ connectionString: context.databaseUrl, max: CONCURRENCY })
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
            run: (word) => raw.query({ name: 'bench-search', text, values: [word, word] }),
            seconds,
            concurrency: CONCURRENCY,
          }),
        ),
        member('slonik', 'Slonik as configured by the app (closed loop, 10 in flight)', () =>
          throughputWindow({
            queries: slonikRotation,
            run: (word) => context.db.any(searchStatement(word, word)),
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
