/**
 * G11: the whole Magic Kit request, `POST /api/magic-kit`, through the real Kitly, with the team's quality set's
 * realistic goals (and each goal's preferences), on this phase's synthetic tools plus the real seed catalog and its
 * task data: server-side timings, cold (cold-latency.ts), p50 ≤ 25 ms and p99 ≤ 60 ms at M. Each request comes from
 * its own visitor address (X-Forwarded-For, which the bench server believes from loopback), as a crowd of visitors
 * would, so the route's per-visitor limit never answers instead of the recommender.
 *
 * Its quality gate, in the same run: the quality set's mean step coverage here against a database of the seed catalog
 * alone, both scored with the tests' scorer (@kitly/search/bench scoreKit) on the recommender the route runs. The
 * synthetic tools may cost 0.02 at most. The seed content is added for the suite and taken out after it.
 */
import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { readCatalog, seedCatalog } from '@kitly/db/seed'
import { createPostgresEngine, orderToolSearchByPopularity } from '@kitly/search'
import {
  forgetSearchCaches,
  QUALITY_SET,
  type QualityCase,
  qualityFigures,
  qualityRequest,
  scoreKit,
} from '@kitly/search/bench'
import { recommendKit } from '@kitly/search/recommender'
import { G11_TARGETS } from '../goals.ts'
import type { BenchRequest } from '../measure/http.ts'
import { round } from '../protocol/interleave.ts'
import { measureColdLatency, type RequestSource, recordLatencyBounds } from './cold-latency.ts'
import type { Suite, SuiteContext } from './context.ts'

const KIT_ROUTE = 'POST /api/magic-kit'
const WINDOWS = 3
const WINDOW_SECONDS = 4
/** The database of the seed catalog alone, made for the gate's reference. */
const SEED_DATABASE = 'kitly_bench_seed'

export const magicKit: Suite = {
  name: 'Magic Kit requests (G11)',
  goals: ['G11'],
  runsIn: () => true,
  async run(context) {
    const reference = await seedOnlyCoverage(context)
    await seedCatalog(context.db)
    try {
      await context.db.query(sql.typeAlias('void')`ANALYZE tools, tool_tasks, tasks`)
      // The engine here and in the server read the task data the seed just added.
      forgetSearchCaches()
      const here = await meanCoverage(context.db, createPostgresEngine(context.db))
      recordQualityGate(context, here, reference)
      const measured = await measureColdLatency(context, {
        source: kitRequests(QUALITY_SET.cases),
        route: KIT_ROUTE,
        windows: WINDOWS,
        seconds: WINDOW_SECONDS,
      })
      context.log(`G11: cold peak ${Math.round(measured.peak)} req/s, open loop at ${Math.round(measured.rate)} req/s`)
      recordLatencyBounds(
        context,
        'G11',
        measured,
        context.size === 'M' ? { p50: G11_TARGETS.p50, p99: G11_TARGETS.p99 } : null,
        `POST /api/magic-kit, ${QUALITY_SET.cases.length} quality-set goals, seed catalog + ${context.dataset.tools.length} synthetic tools, open loop at 50 % of the cold peak, server-side`,
      )
    } finally {
      await removeSeedContent(context)
    }
  },
}

/** The quality set's goals as the builder's form posts them, each from a visitor address of its own. */
function kitRequests(cases: readonly QualityCase[]): RequestSource {
  let sent = 0
  return {
    size: cases.length,
    next(): BenchRequest {
      const c = cases[sent % cases.length] as QualityCase
      sent++
      return {
        method: 'POST',
        path: '/api/magic-kit',
        body: JSON.stringify({ prompt: c.goal, preferences: c.preferences ?? {} }),
        headers: { 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
      }
    },
  }
}

type Engine = ReturnType<typeof createPostgresEngine>

/** The quality set's mean step coverage on `db`, the kits made as the route makes them. */
async function meanCoverage(db: DatabasePool, engine: Engine): Promise<number> {
  const scores = []
  for (const c of QUALITY_SET.cases) {
    scores.push(scoreKit(c, await recommendKit(db, qualityRequest(c), { retrieve: engine.kitCandidates })))
  }
  return qualityFigures(scores).meanCoverage
}

/** The coverage on a database of the seed catalog alone, as the recommender's tests make theirs. */
async function seedOnlyCoverage(context: SuiteContext): Promise<number> {
  const db = await createDatabasePool(await context.createDatabase(SEED_DATABASE), { maxPoolSize: 4 })
  try {
    await seedCatalog(db)
    await orderToolSearchByPopularity(db)
    return await meanCoverage(db, createPostgresEngine(db))
  } finally {
    await db.end()
  }
}

function recordQualityGate(context: SuiteContext, here: number, reference: number): void {
  const change = here - reference
  const target = -G11_TARGETS.coverageLoss
  context.runner.record({
    goal: 'G11 quality',
    size: context.size,
    measure: 'quality set’s mean step coverage with the synthetic tools − on the seed catalog alone',
    comparator: '>=',
    target,
    measured: round(change, 4),
    verdict: change >= target ? 'pass' : 'fail',
    attempts: 1,
    context: `mean coverage ${round(here, 4)} with ${context.dataset.tools.length} synthetic tools, ${round(reference, 4)} on the seed catalog alone; ${QUALITY_SET.cases.length} goals`,
  })
}

/** Takes out what seedCatalog added (the synthetic catalog has no tasks, bundles or posts of its own). */
async function removeSeedContent(context: SuiteContext): Promise<void> {
  const slugs = readCatalog().tools.map((tool) => tool.slug)
  await context.db.transaction(async (tx) => {
    // Their task tags, tutorials, listings and bundle entries go with them (ON DELETE CASCADE).
    await tx.query(sql.typeAlias('void')`DELETE FROM tools WHERE slug = ANY(${sql.array(slugs, 'text')})`)
    await tx.query(sql.typeAlias('void')`DELETE FROM tasks`)
    await tx.query(sql.typeAlias('void')`DELETE FROM project_types`)
    await tx.query(sql.typeAlias('void')`DELETE FROM bundles`)
    await tx.query(sql.typeAlias('void')`DELETE FROM posts`)
    await tx.query(sql.typeAlias('void')`DELETE FROM seed_history`)
    await tx.query(sql.typeAlias('void')`TRUNCATE search_outbox`)
  })
  forgetSearchCaches()
  await context.timings.forgetCaches()
}
