/**
 * Issue 40: search latency at M while tool_search is put back in popularity order, under G10's traffic (the mixed
 * rotation, open loop at 50 % of its peak), judged against G10's p99. The table is worn first as traffic wears it:
 * a click on each of its most popular tools moves their rows to its end. The reorder the API runs
 * (orderToolSearchByPopularity: an ordered copy swapped in) is measured beside the CLUSTER it replaced, A-B-B-A,
 * each on a table worn afresh. The figures are those of the searches under way while the maintenance ran, timed
 * by the sender: the server's timings say how long a search took, not when.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { createDatabasePool, sql } from '@kitly/db'
import { orderToolSearchByPopularity } from '@kitly/search'
import { misplacedRows } from '@kitly/search/bench'
import type { DatabasePool } from 'slonik'
import { G10_TARGETS } from '../goals.ts'
import { type Interval, requestsDuring, summarizeLatency, timeInterval } from '../measure/during.ts'
import { openLoopWindow, type TimedRequest } from '../measure/open-loop.ts'
import { formatNumber, palindrome, round } from '../protocol/interleave.ts'
import type { Suite, SuiteContext } from './context.ts'
import { mixedRotationLoad } from './http-latency.ts'

/** Tools clicked once each to wear the order: at 100k tools, 3 % of the rows move to the end. */
const WORN_TOOLS = 3_000
/** How far from its place a row counts as out of place in the figures: as the API's check counts (table-order.ts). */
const PLACE_TOLERANCE = 0.01
/** Traffic before the maintenance starts and after it ends, so that it runs under a steady load throughout. */
const LEAD_MS = 1_000
const TAIL_MS = 500
/** The longest a window runs: a maintenance still going by then fails the suite rather than go unmeasured. */
const MAX_WINDOW_SECONDS = 60

type Kind = 'reorder' | 'CLUSTER'

const MAINTENANCES: Record<Kind, (db: DatabasePool, databaseUrl: string) => Promise<void>> = {
  // On a pool of its own whose statements may run long, in the background, as the API's hourly check
  // (api/src/plugins/search.ts, keepToolSearchOrdered).
  async reorder(_db, databaseUrl) {
    const reorders = await createDatabasePool(databaseUrl, { statementTimeoutMs: 10 * 60_000, maxPoolSize: 1 })
    try {
      if (!(await orderToolSearchByPopularity(reorders, { inBackground: true })))
        throw new Error('the worn tool_search was found in order')
    } finally {
      await reorders.end()
    }
  },
  // What orderToolSearchByPopularity ran before table-rebuild.ts: CLUSTER on the popularity index, then ANALYZE.
  async CLUSTER(db) {
    await db.transaction((tx) => tx.query(sql.typeAlias('void')`CLUSTER tool_search USING tool_search_popularity_idx`))
    await db.query(sql.typeAlias('void')`ANALYZE tool_search`)
  },
}

/** One click on each of the most popular tools: their new rows go to the end of tool_search. */
async function wearOrder(db: DatabasePool): Promise<number> {
  await db.query(sql.typeAlias('void')`
    UPDATE tools SET click_count = click_count + 1
    WHERE id IN (SELECT id FROM tool_search ORDER BY popularity DESC, id LIMIT ${WORN_TOOLS})`)
  // Nothing reads the changes the clicks queued (no Meilisearch here).
  await db.query(sql.typeAlias('void')`TRUNCATE search_outbox`)
  const { rows, misplaced } = await misplacedRows(db, PLACE_TOLERANCE)
  return misplaced / rows
}

type Event = { kind: Kind; worn: number; interval: Interval; during: TimedRequest[]; errors: number }

async function measureMaintenance(
  context: SuiteContext,
  kind: Kind,
  load: Awaited<ReturnType<typeof mixedRotationLoad>>,
): Promise<Event> {
  const worn = await wearOrder(context.db)
  const maintenance = delay(LEAD_MS).then(() => timeInterval(() => MAINTENANCES[kind](context.db, context.databaseUrl)))
  const window = await openLoopWindow({
    ...load.base,
    seconds: MAX_WINDOW_SECONDS,
    rate: load.rate,
    until: maintenance.then(() => delay(TAIL_MS)),
  })
  const interval = await maintenance
  const windowEnd = (window.requests[0]?.sentAt ?? interval.from) + window.seconds * 1_000
  if (interval.to > windowEnd) throw new Error(`${kind} outlasted its ${MAX_WINDOW_SECONDS}-s window`)
  const during = requestsDuring(window.requests, interval)
  const event = { kind, worn, interval, during, errors: window.errors }
  context.log(`  ${kind}: ${describeEvent(event)}`)
  return event
}

function describeEvent({ worn, interval, during, errors }: Event): string {
  const { count, p99, max } = summarizeLatency(during)
  return (
    `${formatNumber(round(worn * 100, 1))} % of rows out of place, ${Math.round(interval.to - interval.from)} ms; ` +
    `${count} searches during it, p99 ${formatNumber(round(p99, 2))} ms, longest ${formatNumber(round(max, 1))} ms` +
    (errors > 0 ? `, ${errors} failed` : '')
  )
}

export const maintenanceLatency: Suite = {
  name: 'HTTP latency during the reorder of tool_search',
  goals: ['G10'],
  runsIn: ({ size, quick }) => size === 'M' && !quick,
  async run(context) {
    const load = await mixedRotationLoad(context, 'G10 during maintenance')
    const events: Event[] = []
    for (const kind of palindrome<Kind>(['reorder', 'CLUSTER']))
      events.push(await measureMaintenance(context, kind, load))
    context.extra.maintenance = {
      rate: round(load.rate, 1),
      events: events.map(({ kind, worn, interval, during, errors }) => ({
        kind,
        worn: round(worn, 4),
        ms: Math.round(interval.to - interval.from),
        errors,
        ...summarizeLatency(during),
      })),
    }
    for (const kind of ['reorder', 'CLUSTER'] as const) {
      const ofKind = events.filter((e) => e.kind === kind)
      const errors = ofKind.reduce((sum, e) => sum + e.errors, 0)
      const { p99, max } = summarizeLatency(ofKind.flatMap((e) => e.during))
      const figures = `open loop ${Math.round(load.rate)} req/s (G10's mix); ${ofKind.map(describeEvent).join('; ')}`
      // The reorder is held to G10's p99; CLUSTER, which it replaced, is reported beside it.
      const judged = kind === 'reorder'
      for (const [statistic, value, target] of [
        ['p99', p99, judged ? G10_TARGETS.p99 : null],
        ['max', max, null],
      ] as const) {
        context.runner.record({
          goal: `G10 ${statistic} during ${kind}`,
          size: context.size,
          measure: `search ${statistic} (ms, sender-side) of the searches under way during ${kind} of a worn tool_search, G10's traffic`,
          comparator: '<=',
          target,
          measured: round(value, 3),
          verdict: target === null ? 'info' : errors === 0 && value <= target ? 'pass' : 'fail',
          attempts: 1,
          context: figures,
          ...(errors > 0 ? { note: `${errors} failed requests` } : {}),
        })
      }
    }
  },
}
