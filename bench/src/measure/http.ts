/**
 * HTTP windows, each driven from a thread of its own. Closed loop: autocannon, 10 connections, no pipelining,
 * throughput from completed 2xx answers (closed-loop.ts). Open loop: requests at a steady rate (open-loop.ts), with
 * latency percentiles read from the server's own timing histogram (@kitly/api/bench), since autocannon reports whole
 * milliseconds. Requests are built as request.ts says (a browser's Accept-Encoding on every one).
 */
import type { WindowResult } from '../protocol/interleave.ts'
import { type ClosedLoopOptions, closedLoopWindow } from './closed-loop.ts'
import { openLoopWindow } from './open-loop.ts'
import type { BenchRequest } from './request.ts'

export type { BenchRequest }
/** A closed-loop window (closed-loop.ts), in a thread of its own. */
export const httpWindow = closedLoopWindow

/** The bench server's own routes (plugins/bench-timing.ts): its timing histogram, and its caches emptied. */
export class ServerTimings {
  private readonly baseUrl: string
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  async reset(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/bench/timings`, { method: 'DELETE' })
    if (response.status !== 204)
      throw new Error(
        `DELETE /api/bench/timings answered ${response.status}: not the benchmark's server (infra/kitly-server.ts)?`,
      )
  }

  /** Empties the search engine's caches in the server: the next window starts cold. */
  async forgetCaches(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/bench/caches`, { method: 'DELETE' })
    if (response.status !== 204) throw new Error(`DELETE /api/bench/caches answered ${response.status}`)
  }

  /** Durations (ms) of the requests to `route` (e.g. "GET /api/search") since the last reset. */
  async samples(route: string): Promise<number[]> {
    const response = await fetch(`${this.baseUrl}/api/bench/timings?samples=true`)
    if (!response.ok) throw new Error(`GET /api/bench/timings answered ${response.status}`)
    const body = (await response.json()) as { routes: Array<{ route: string; samples_us?: number[] }> }
    return (body.routes.find((r) => r.route === route)?.samples_us ?? []).map((us) => us / 1_000)
  }
}

/** An open-loop window at `rate` requests per second, with server-side latencies of `route`. */
export async function timedHttpWindow(
  options: ClosedLoopOptions & { rate: number; timings: ServerTimings; route: string },
): Promise<WindowResult> {
  await options.timings.reset()
  // The sender's own timings stay out: the server's are the figures, and windows are kept in the report.
  const { requests: _sendersTimings, ...window } = await openLoopWindow(options)
  return { ...window, samples: await options.timings.samples(options.route) }
}
