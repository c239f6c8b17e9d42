/** The requests of an open-loop window that were under way while something else ran (a maintenance, say). */
import { percentileSorted } from '../protocol/stats.ts'
import type { TimedRequest } from './open-loop.ts'

/** When something ran, in ms since the epoch (as TimedRequest.sentAt). */
export type Interval = { from: number; to: number }

/** Now, in ms since the epoch: comparable with the times the window's thread notes. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now()
}

/** Times `work`, on the clock the window's thread notes its requests by. */
export async function timeInterval(work: () => Promise<unknown>): Promise<Interval> {
  const from = epochNow()
  await work()
  return { from, to: epochNow() }
}

/** The requests waiting for their answer at some moment of `interval`: sent before it ended, answered after it began. */
export function requestsDuring(requests: readonly TimedRequest[], interval: Interval): TimedRequest[] {
  return requests.filter((r) => r.sentAt < interval.to && r.sentAt + r.ms > interval.from)
}

export type LatencySummary = { count: number; p99: number; max: number }

export function summarizeLatency(requests: readonly TimedRequest[]): LatencySummary {
  const sorted = requests.map((r) => r.ms).sort((a, b) => a - b)
  return { count: sorted.length, p99: percentileSorted(sorted, 99), max: sorted.at(-1) ?? 0 }
}
