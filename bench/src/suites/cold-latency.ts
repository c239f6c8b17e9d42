/**
 * Absolute request latency under BENCHMARKS.md's cold rule (G10, G11): a closed-loop pass over distinct requests
 * gives the peak, with the server's caches emptied first; then open-loop windows at LOAD_SHARE of that peak, each
 * starting with the caches emptied and sending each request once at most. Percentiles are the server's own, pooled
 * over the windows. One warm window follows (the same requests sent twice, the caches kept): information.
 */
import { type BenchRequest, httpWindow, timedHttpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import { formatNumber, round, statisticOf, type WindowResult } from '../protocol/interleave.ts'
import type { SuiteContext } from './context.ts'

/** Open-loop rate as a share of the measured closed-loop peak. */
export const LOAD_SHARE = 0.5

/** Distinct requests, taken in turn: `size` of them in a row repeat none. */
export type RequestSource = { readonly size: number; next(): BenchRequest }

export type ColdLatencyOptions = {
  source: RequestSource
  /** The route the server's timings are read for, e.g. "GET /api/search". */
  route: string
  windows: number
  seconds: number
}

export type ColdLatency = {
  peak: number
  rate: number
  windows: WindowResult[]
  warm: WindowResult
}

/**
 * The closed-loop peak over one pass of distinct requests, the server's caches emptied first, and the open-loop rate
 * at LOAD_SHARE of it.
 */
export async function coldPeak(
  context: SuiteContext,
  source: RequestSource,
  seconds: number,
): Promise<{ peak: number; rate: number }> {
  await context.timings.forgetCaches()
  const requests = Array.from({ length: source.size }, () => source.next())
  const window = await httpWindow({
    baseUrl: context.kitly.url,
    paths: new Rotation(requests),
    seconds,
    requests: source.size,
  })
  const peak = window.count / window.seconds
  return { peak, rate: LOAD_SHARE * peak }
}

export async function measureColdLatency(
  context: SuiteContext,
  { source, route, windows: count, seconds }: ColdLatencyOptions,
): Promise<ColdLatency> {
  const baseUrl = context.kitly.url
  const take = (n: number) => Array.from({ length: n }, () => source.next())
  const { peak, rate } = await coldPeak(context, source, seconds)
  // One pass at most: a shorter window when the rate would send more requests than the source has.
  const perWindow = Math.max(1, Math.min(source.size, Math.round(seconds * rate)))
  const openLoop = (requests: BenchRequest[]) =>
    timedHttpWindow({
      baseUrl,
      paths: new Rotation(requests),
      seconds: requests.length / rate,
      rate,
      timings: context.timings,
      route,
    })
  const windows: WindowResult[] = []
  for (let i = 0; i < count; i++) {
    await context.timings.forgetCaches()
    windows.push(await openLoop(take(perWindow)))
  }
  const repeated = take(perWindow)
  await openLoop(repeated)
  const warm = await openLoop(repeated)
  return { peak, rate, windows, warm }
}

/** The open-loop rate `goal`'s cold latency was measured at in this phase (recordLatencyBounds), if it was. */
export function recordedRate(context: Pick<SuiteContext, 'extra'>, goal: string): number | null {
  const recorded = context.extra[goal]
  if (typeof recorded !== 'object' || recorded === null || !('rate' in recorded)) return null
  return typeof recorded.rate === 'number' ? recorded.rate : null
}

/**
 * Records `${goal} p50` and `${goal} p99` from the cold windows, judged against `targets` (null: information at
 * this size), and `${goal} warm p50` / `p99` beside them as information.
 */
export function recordLatencyBounds(
  context: SuiteContext,
  goal: string,
  measured: ColdLatency,
  targets: { p50: number; p99: number } | null,
  measure: string,
): void {
  const { windows, warm, peak, rate } = measured
  const errors = windows.reduce((sum, w) => sum + w.errors, 0)
  const perWindow = windows.map(
    (w) => `${formatNumber(statisticOf([w], 'p50'))}/${formatNumber(statisticOf([w], 'p99'))}`,
  )
  const figures =
    `cold peak ${Math.round(peak)} req/s, open loop ${Math.round(rate)} req/s, ` +
    `${windows.reduce((sum, w) => sum + w.count, 0)} requests; per-window p50/p99 ${perWindow.join(', ')} ms`
  context.extra[goal] = {
    peak: round(peak, 1),
    rate: round(rate, 1),
    windows: windows.map((w) => ({
      count: w.count,
      errors: w.errors,
      p50: statisticOf([w], 'p50'),
      p99: statisticOf([w], 'p99'),
    })),
    warm: { count: warm.count, errors: warm.errors, p50: statisticOf([warm], 'p50'), p99: statisticOf([warm], 'p99') },
  }
  for (const statistic of ['p50', 'p99'] as const) {
    const value = statisticOf(windows, statistic)
    const target = targets?.[statistic] ?? null
    context.runner.record({
      goal: `${goal} ${statistic}`,
      size: context.size,
      measure: `${measure}: ${statistic} (ms), cold`,
      comparator: '<=',
      target,
      measured: round(value, 3),
      verdict: errors > 0 ? 'fail' : target === null ? 'info' : value <= target ? 'pass' : 'fail',
      attempts: 1,
      context: figures,
      ...(errors > 0
        ? { note: `${errors} failed requests` }
        : target === null
          ? { note: `no target at ${context.size}` }
          : {}),
    })
    context.runner.record({
      goal: `${goal} warm ${statistic}`,
      size: context.size,
      measure: `${measure}: ${statistic} (ms), warm (the same requests sent again, caches kept)`,
      comparator: '<=',
      target: null,
      measured: round(statisticOf([warm], statistic), 3),
      verdict: warm.errors > 0 ? 'fail' : 'info',
      attempts: 1,
      context: `${warm.count} requests at ${Math.round(rate)} req/s`,
      ...(warm.errors > 0 ? { note: `${warm.errors} failed requests` } : {}),
    })
  }
}
