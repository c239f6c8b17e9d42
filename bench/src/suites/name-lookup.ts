/**
 * G21: names looked up on the seed catalog's name set (@kitly/search/bench: every real tool's exact name, a
 * prefix, its name mistyped once and twice) in a catalog of the synthetic tools plus the real ones, through the engine
 * the route calls, against the full-scan name-similarity baseline over the same catalog's names. Each kind passes
 * when its recall meets the goal and the baseline's. The real tools are added for the suite and removed after it.
 */

import { sql } from '@kitly/db'
import { insertCatalog, readCatalog } from '@kitly/db/seed'
import {
  baselineNameSearch,
  buildNameSet,
  NAME_GOALS,
  NAME_KINDS,
  type NameCase,
  PrefixCounter,
  scoreNameSearch,
} from '@kitly/search/bench'
import { round } from '../protocol/interleave.ts'
import type { Suite, SuiteContext } from './context.ts'

/**
 * Cases per kind at M, spread over the set: the baseline compares each query with 100k names (~30 ms), and the whole
 * set would take minutes of the run (recall ± 2 points).
 */
const CASES_PER_KIND_AT_M = 250
const DEPTH = Math.max(...Object.values(NAME_GOALS).map((goal) => goal.within))

export const nameLookup: Suite = {
  name: 'Name lookup (G21)',
  goals: ['G21'],
  runsIn: () => true,
  async run(context) {
    const { tools: realTools } = readCatalog()
    await context.db.transaction((tx) => insertCatalog(tx))
    try {
      await context.db.query(sql.typeAlias('void')`ANALYZE tool_names`)
      await measure(context, realTools)
    } finally {
      const slugs = realTools.map((tool) => tool.slug)
      await context.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE slug = ANY(${sql.array(slugs, 'text')})`)
      await context.db.query(sql.typeAlias('void')`TRUNCATE search_outbox`)
    }
  },
}

async function measure(context: SuiteContext, realTools: readonly { name: string; slug: string }[]): Promise<void> {
  const catalog = [...context.dataset.tools.filter((tool) => tool.status === 'active'), ...realTools]
  const names = new PrefixCounter(catalog.map((tool) => tool.name))
  const all = buildNameSet(realTools)
  const cases = context.size === 'M' ? NAME_KINDS.flatMap((kind) => spread(all.filter((c) => c.kind === kind))) : all
  const started = performance.now()
  const ours = await scoreNameSearch(
    cases,
    names,
    async (query) => (await context.engine.tools({ q: query, limit: DEPTH, facets: false })).hits,
    4,
  )
  const searchSeconds = (performance.now() - started) / 1000
  const baseline = await scoreNameSearch(cases, names, (query) => baselineNameSearch(catalog, query, DEPTH))
  context.extra.g21 = Object.fromEntries(
    NAME_KINDS.map((kind) => [
      kind,
      { recall: ours[kind].recall, baseline: baseline[kind].recall, misses: ours[kind].misses.slice(0, 20) },
    ]),
  )
  for (const kind of NAME_KINDS) {
    const { within, recall: goal } = NAME_GOALS[kind]
    const target = Math.max(goal, baseline[kind].recall)
    const measured = round(ours[kind].recall, 4)
    context.runner.record({
      goal: `G21 ${kind}@${within}`,
      size: context.size,
      measure: `recall@${within} of ${kind} names (seed catalog's name set, in the synthetic + real catalog)`,
      comparator: '>=',
      target: round(target, 4),
      measured,
      verdict: ours[kind].recall >= target ? 'pass' : 'fail',
      attempts: 1,
      context:
        `${ours[kind].cases} cases; goal ${goal}, baseline ${round(baseline[kind].recall, 4)}; ` +
        `searches ${round((searchSeconds * 1000) / cases.length, 2)} ms each, 4 at a time`,
    })
  }
}

/** `CASES_PER_KIND_AT_M` cases taken at even steps through the set. */
function spread(cases: NameCase[]): NameCase[] {
  const step = Math.max(1, cases.length / CASES_PER_KIND_AT_M)
  return Array.from(
    { length: Math.min(cases.length, CASES_PER_KIND_AT_M) },
    (_, i) => cases[Math.floor(i * step)],
  ).filter((c) => c !== undefined)
}
