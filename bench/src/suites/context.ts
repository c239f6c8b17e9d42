/** What every suite gets: the dataset of this phase, its query sets, the servers and pools, and the runner. */
import type { SearchEngine } from '@kitly/search'
import type { DatabasePool } from 'slonik'
import type { Dataset } from '../data/generate.ts'
import type { QuerySets } from '../data/queries.ts'
import { goal, type Size } from '../goals.ts'
import type { ChildServer } from '../infra/processes.ts'
import type { WebBuild } from '../infra/web-build.ts'
import type { ServerTimings } from '../measure/http.ts'
import type { Member, WindowPhase, WindowResult } from '../protocol/interleave.ts'
import { judge, meets, summarizeRatios } from '../protocol/stats.ts'
import type { Runner } from '../runner.ts'

export type SuiteContext = {
  size: Size
  quick: boolean
  /** Length of every warm-up and measurement window. */
  windowSeconds: number
  dataset: Dataset
  queries: QuerySets
  databaseUrl: string
  /** Another fresh migrated database on the run's Postgres (its name must start with kitly_bench_); answers its URL. */
  createDatabase(name: string): Promise<string>
  /** A Slonik pool configured as the app's (@kitly/db's pool.ts), for database-level pairs. */
  db: DatabasePool
  /** The Postgres search engine on that pool: the same code the search route runs. */
  engine: SearchEngine
  kitly: ChildServer
  timings: ServerTimings
  /** G1's references, in the S phase only: a bare node:http server and Fastify with nothing added. */
  references: { bare: ChildServer; fastify: ChildServer } | null
  /** The SPA built for this run, which `kitly` serves; null when no selected suite needs it. */
  web: WebBuild | null
  runner: Runner
  log(line: string): void
  /** Run when the phase ends (after the reruns): pools a suite opened. */
  cleanup: Array<() => Promise<void>>
  /** Anything a suite wants in the JSON report besides goal results (correctness details, surveys). */
  extra: Record<string, unknown>
}

export type Suite = {
  name: string
  goals: string[]
  /** Whether the suite runs in this phase (size, quick or full). */
  runsIn(phase: { size: Size; quick: boolean }): boolean
  /** Measures the built SPA: the run builds it once, before the first Kitly starts. */
  needsWeb?: boolean
  run(context: SuiteContext): Promise<void>
}

export function member(id: string, label: string, window: (phase: WindowPhase) => Promise<WindowResult>): Member {
  return { id, label, window }
}

/** The run's SPA build (main.ts makes one whenever a selected suite says `needsWeb`). */
export function requireWeb(context: SuiteContext): WebBuild {
  if (!context.web) throw new Error('the web app was not built for this run')
  return context.web
}

/** What every record of goal `id` at this phase's size says of it: its measure, comparator and target. */
function goalAtSize(context: SuiteContext, id: string) {
  const { ratio, comparator, targets } = goal(id)
  return {
    goal: id,
    size: context.size,
    measure: ratio,
    comparator,
    target: targets[context.size] ?? null,
    attempts: 1,
  }
}

/** Records a measured figure against its goal's target at this size. */
export function recordGoal(context: SuiteContext, id: string, measured: number, figures: string) {
  const base = goalAtSize(context, id)
  const { comparator, target } = base
  context.runner.record({
    ...base,
    measured,
    verdict: target === null ? 'info' : meets(measured, comparator, target) ? 'pass' : 'fail',
    context: figures,
  })
}

/**
 * Records a figure measured as `repeats` whole jobs (an import, a browser session): the median, judged by the
 * protocol's dispersion rule as the pairs are (IQR/median over 0.15 is inconclusive), with the count in its figures.
 * `failed` marks a repeat that went wrong: a fast wrong answer must fail.
 */
export function recordRepeated(
  context: SuiteContext,
  id: string,
  repeats: readonly number[],
  figures: string,
  { failed = false, digits = 3 }: { failed?: boolean; digits?: number } = {},
) {
  const base = goalAtSize(context, id)
  const { comparator, target } = base
  const summary = summarizeRatios(repeats)
  const round = (value: number) => Number(value.toFixed(digits))
  context.runner.record({
    ...base,
    measured: round(summary.median),
    q1: round(summary.q1),
    q3: round(summary.q3),
    dispersion: Number(summary.dispersion.toFixed(3)),
    verdict: target === null ? 'info' : failed ? 'fail' : judge(summary, comparator, target),
    context: `median of ${repeats.length}: ${repeats.map((value) => round(value)).join(', ')}; ${figures}`,
  })
}
