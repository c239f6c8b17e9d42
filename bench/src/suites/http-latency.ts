/**
 * G8 and G10: search latency through the real Kitly process, open loop, with percentiles from the server's own
 * timings. G8: each member's warm-up is a closed-loop window that measures its peak; the measured windows then run at
 * 50 % of the slower member's peak (the same rate for both sides of a pair). G10: the mixed rotation, cold
 * (cold-latency.ts).
 */

import { type BenchQuery, mixedRotation, searchPath } from '../data/queries.ts'
import { G10_TARGETS } from '../goals.ts'
import { httpWindow, timedHttpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import { LOAD_SHARE, measureColdLatency, recordLatencyBounds } from './cold-latency.ts'
import { member, type Suite, type SuiteContext } from './context.ts'

const SEARCH_ROUTE = 'GET /api/search'

/**
 * One closed-loop pass over `paths` (the word lookups of every query made and cached for a minute), before a peak is
 * measured: the peak sets the open-loop rate, and one measured cold read 30-40 % low (G8's first attempt ran at
 * 97 req/s at 100k tools, its rerun right after it at 156).
 */
async function passOver(context: SuiteContext, paths: string[]): Promise<void> {
  await httpWindow({
    baseUrl: context.kitly.url,
    paths: new Rotation(paths),
    seconds: context.windowSeconds,
    requests: paths.length,
  })
}

function openLoopMember(context: SuiteContext, id: string, queries: BenchQuery[], state: { rate: number }) {
  const list = queries.map((q) => searchPath(q))
  const base = { baseUrl: context.kitly.url, paths: new Rotation(list), seconds: context.windowSeconds }
  return member(id, `GET /api/search, ${id} queries (open loop, server-side timings)`, async (phase) => {
    if (phase === 'measure')
      return timedHttpWindow({ ...base, rate: state.rate, timings: context.timings, route: SEARCH_ROUTE })
    // A rerun comes minutes later, when the first pass's lookups have expired.
    await passOver(context, list)
    return httpWindow(base)
  })
}

export const headTailLatency: Suite = {
  name: 'HTTP latency: head vs tail',
  goals: ['G8'],
  runsIn: () => true,
  async run(context) {
    const state = { rate: 0 }
    await context.runner.pairs(context.size, {
      name: 'HTTP latency (open loop)',
      members: [
        openLoopMember(context, 'head', context.queries.head, state),
        openLoopMember(context, 'tail', context.queries.tail, state),
      ],
      ratios: [
        {
          goal: 'G8',
          numerator: { member: 'head', statistic: 'p99' },
          denominator: { member: 'tail', statistic: 'p99' },
        },
      ],
      afterWarmup: (warmups) => {
        const peaks = [...warmups.values()].map((w) => w.count / w.seconds)
        state.rate = LOAD_SHARE * Math.min(...peaks)
        context.log(`  open-loop rate ${Math.round(state.rate)} req/s (50 % of the slower peak)`)
      },
    })
  },
}

/** Windows of the G10 measurement: three, their samples pooled. */
const G10_WINDOWS = 3
const G10_WINDOW_SECONDS = 4

/** G10's requests: the mixed rotation, as paths of the search route. */
export const mixedRotationSource = (context: SuiteContext) =>
  new Rotation(mixedRotation(context.queries).map((q) => searchPath(q)))

export const mixedLatency: Suite = {
  name: 'HTTP latency: mixed rotation',
  goals: ['G10'],
  // A 100k goal; at 10k it is information, which the quick run reports too.
  runsIn: () => true,
  async run(context) {
    const measured = await measureColdLatency(context, {
      source: mixedRotationSource(context),
      route: SEARCH_ROUTE,
      windows: G10_WINDOWS,
      seconds: G10_WINDOW_SECONDS,
    })
    context.log(`G10: cold peak ${Math.round(measured.peak)} req/s, open loop at ${Math.round(measured.rate)} req/s`)
    recordLatencyBounds(
      context,
      'G10',
      measured,
      context.size === 'M' ? G10_TARGETS : null,
      'search, mixed rotation 60/20/20, open loop at 50 % of the cold peak, server-side',
    )
  },
}
