/**
 * `pnpm bench [--quick] [--strict] [--only=G2,G8]`: the benchmark protocol of BENCHMARKS.md. For each dataset size (S = 10k;
 * M = 100k in the full run) it generates the deterministic catalog, loads it into a fresh migrated database,
 * starts the real Kitly as a child process (with its request timings: infra/kitly-server.ts), and runs the suites: interleaved pairs, correctness gates,
 * reruns of inconclusive pairs (in the quick run, while its time budget allows). Results: bench/results/<sha>.json
 * and .md, with the run's time against its budget.
 */

import { createDatabasePool, createReusedPlansPool } from '@kitly/db'
import { createPostgresEngine } from '@kitly/search'
import { generateDataset } from './data/generate.ts'
import { buildQuerySets, type QuerySets } from './data/queries.ts'
import { SIZES, type Size } from './goals.ts'
import { loadDataset } from './infra/load.ts'
import { startBenchPostgres } from './infra/postgres.ts'
import { startBareServer, startFastifyFloor, startKitly } from './infra/processes.ts'
import { buildWeb, type WebBuild } from './infra/web-build.ts'
import { ServerTimings } from './measure/http.ts'
import { describeEnvironment } from './report/environment.ts'
import { failedGoals, verdictLine } from './report/verdicts.ts'
import { type Report, renderMarkdown, writeReport } from './report/write.ts'
import { Runner } from './runner.ts'
import type { Suite, SuiteContext } from './suites/context.ts'
import { SUITES } from './suites/index.ts'

const WINDOW_SECONDS = 2

/** --strict: the run exits with 1 when a goal fails (inconclusive and information do not). */
type Options = { quick: boolean; strict: boolean; only: string[] | null }

function parseOptions(argv: string[]): Options {
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  return {
    quick: argv.includes('--quick'),
    strict: argv.includes('--strict'),
    only: only ? only.split(',').map((id) => id.trim().toUpperCase()) : null,
  }
}

function isSelected(suite: Suite, options: Options): boolean {
  return !options.only || suite.goals.some((goal) => options.only?.includes(goal))
}

/** BENCHMARKS.md's budgets (s): the quick run ≤ 3 min, the full run ≤ 12 min; the report gives the time against them. */
const BUDGET_SECONDS = { quick: 180, full: 720 }
/**
 * Reruns of inconclusive pairs start only before these times (s from the start): the quick run keeps its budget.
 * The full run reruns every inconclusive pair, as the protocol asks: its windows alone take about 12 minutes (27
 * members of 2-s-window groups at 26 s each, before imports, loads and the browser), so a deadline there only ever
 * skipped the reruns.
 */
const RERUN_DEADLINES: Record<'quick' | 'full', Partial<Record<Size, number>>> = {
  quick: { S: 170 },
  full: { S: Number.POSITIVE_INFINITY, M: Number.POSITIVE_INFINITY },
}

/** Answers the process's exit code: 1 when --strict and a goal failed. */
async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`
  const log = (line: string) => process.stdout.write(`[${elapsed()}] ${line}\n`)
  const sizes: Size[] = options.quick ? ['S'] : ['S', 'M']
  const rounds = options.quick ? 3 : 6
  const runner = new Runner(rounds, log)
  const postgres = await startBenchPostgres(log)
  const extra: Record<string, unknown> = {}
  const datasets: unknown[] = []
  const runs = (suite: Suite, size: Size) => isSelected(suite, options) && suite.runsIn({ size, quick: options.quick })
  let web: WebBuild | null = null
  const stopOnSignal = () => {
    void postgres.stop().finally(() => process.exit(130))
  }
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    const environment = await describeEnvironment(postgres.adminUrl)
    log(
      `${environment.cpuModel}, ${environment.cores} cores, Node ${environment.node}, PostgreSQL ${environment.postgres}`,
    )
    // Built once, before the first Kitly starts: the server reads the SPA's index.html when it starts.
    if (SUITES.some((suite) => suite.needsWeb && sizes.some((size) => runs(suite, size)))) {
      web = await buildWeb()
      log(`web app built in ${web.seconds.toFixed(1)} s into ${web.distDir}`)
    }
    for (const size of sizes) {
      if (!SUITES.some((suite) => runs(suite, size))) {
        log(`phase ${size}: no selected suite runs at this size`)
        continue
      }
      const tools = SIZES[size]
      log(`phase ${size}: generating ${tools} tools`)
      const dataset = generateDataset(tools)
      const queries = buildQuerySets(dataset)
      const databaseUrl = await postgres.createDatabase(`kitly_bench_${size.toLowerCase()}`)
      const load = await loadDataset(databaseUrl, dataset)
      log(
        `loaded ${load.tools} tools (${load.vocabulary} vocabulary words) in ${load.seconds.toFixed(1)} s, ` +
          `${Math.round(load.rowsPerSecond)} rows/s; dataset ${dataset.hash.slice(0, 16)}`,
      )
      datasets.push({ size, tools, hash: dataset.hash, seed: dataset.seed, load, queries: describeQueries(queries) })
      const phaseExtra: Record<string, unknown> = {}
      extra[size] = phaseExtra
      await runPhase({ size, options, dataset, queries, databaseUrl, runner, log, extra: phaseExtra })
    }
    const report: Report = {
      mode: options.quick ? 'quick' : 'full',
      only: options.only,
      environment,
      seconds: (Date.now() - started) / 1000,
      budgetSeconds: BUDGET_SECONDS[options.quick ? 'quick' : 'full'],
      datasets,
      goals: runner.results,
      groups: runner.groups,
      extra,
    }
    const files = writeReport(report)
    process.stdout.write(`\n${renderMarkdown(report)}\n`)
    log(`written ${files.json} and ${files.markdown}`)
    process.stdout.write(`\nVerdicts:\n${report.goals.map(verdictLine).join('\n')}\n`)
    const failed = failedGoals(report.goals)
    if (options.strict && failed.length > 0) {
      process.stdout.write(
        `--strict: ${failed.length} goal(s) failed: ${failed.map((r) => `${r.goal} (${r.size})`).join(', ')}\n`,
      )
      return 1
    }
    return 0
  } finally {
    await web?.remove()
    await postgres.stop()
  }

  async function runPhase(phase: {
    size: Size
    options: Options
    dataset: SuiteContext['dataset']
    queries: QuerySets
    databaseUrl: string
    runner: Runner
    log: (line: string) => void
    extra: Record<string, unknown>
  }): Promise<void> {
    const kitly = await startKitly(phase.databaseUrl, web?.distDir)
    let references: SuiteContext['references'] = null
    const db = await createDatabasePool(phase.databaseUrl, { maxPoolSize: 10 })
    // The engine as the app makes it (plugins/search.ts).
    const reusedPlans = await createReusedPlansPool(phase.databaseUrl, { maxPoolSize: 10 })
    const cleanup: Array<() => Promise<void>> = []
    try {
      if (phase.size === 'S') references = { bare: await startBareServer(), fastify: await startFastifyFloor() }
      const context: SuiteContext = {
        size: phase.size,
        quick: phase.options.quick,
        windowSeconds: WINDOW_SECONDS,
        dataset: phase.dataset,
        queries: phase.queries,
        databaseUrl: phase.databaseUrl,
        createDatabase: (name) => postgres.createDatabase(name),
        db,
        engine: createPostgresEngine(db, { reusedPlans }),
        kitly,
        timings: new ServerTimings(kitly.url),
        references,
        web,
        runner: phase.runner,
        log: phase.log,
        extra: phase.extra,
        cleanup,
      }
      const runSuite = async (suite: Suite) => {
        phase.log(`— ${suite.name}`)
        try {
          await suite.run(context)
        } catch (error) {
          // One broken suite must not lose the others' results: its goals are reported as failed.
          phase.log(`${suite.name} failed: ${error instanceof Error ? error.message : String(error)}`)
          for (const goal of suite.goals) {
            phase.runner.record({
              goal,
              size: phase.size,
              measure: suite.name,
              comparator: '>=',
              target: null,
              measured: Number.NaN,
              verdict: 'fail',
              attempts: 1,
              context: '',
              note: `suite failed: ${error instanceof Error ? error.message : String(error)}`,
            })
          }
        }
      }
      const selected = SUITES.filter((suite) => runs(suite, phase.size))
      for (const suite of selected.filter((s) => !s.needsWeb)) await runSuite(suite)
      const deadline = started + (RERUN_DEADLINES[phase.options.quick ? 'quick' : 'full'][phase.size] ?? 0) * 1000
      await phase.runner.rerunInconclusive(phase.size, deadline)
      // The web suites take minutes and rerun nothing: after the reruns, so that they never eat the reruns' budget.
      for (const suite of selected.filter((s) => s.needsWeb)) await runSuite(suite)
    } finally {
      for (const close of cleanup) await close().catch(() => {})
      await db.end().catch(() => {})
      await reusedPlans.end().catch(() => {})
      await references?.bare.stop()
      await references?.fastify.stop()
      await kitly.stop()
    }
  }
}

function describeQueries(queries: QuerySets) {
  return Object.fromEntries(
    Object.entries(queries).map(([name, set]) => [name, { count: set.length, examples: set.slice(0, 5) }]),
  )
}

main().then(
  // Said outright: the embedded Postgres package's exit hook ends the process with 0 once the event loop drains.
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
