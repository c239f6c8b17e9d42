/**
 * Open-loop load at a steady rate: request i starts at `i / rate` seconds into the window, whether or not the
 * earlier ones have answered, over a pool of keep-alive connections (a new one opens when all are busy).
 *
 * autocannon's `overallRate` is not this: it gives each connection a budget per second, which the connection
 * spends back to back at the start of every second and then idles. "50 % of peak" then arrives as a saturated
 * burst followed by silence, and the latencies measured are those of the burst (G10 read p50 12.6 ms at 96 req/s
 * for searches that take 2-3 ms alone).
 *
 * The window runs in a thread of its own. In the benchmark's thread it stopped for each garbage collection of a
 * heap that holds the generated catalog (~100 MB: a collection every 1-3 s, pausing up to 25 ms), and the requests
 * due meanwhile left together: bursts whose queueing the server's latencies counted (G8 at 10k read 5.4-6.1 after
 * the throughput suite had grown that heap, 3.3 without it).
 */
import http from 'node:http'
import { Worker } from 'node:worker_threads'
import type { WindowResult } from '../protocol/interleave.ts'
import { type BenchRequest, requestParts } from './request.ts'
import type { Rotation } from './rotation.ts'

/** Connections at most: more than the server ever has requests in flight at half its peak. */
const MAX_CONNECTIONS = 64
/** How long the window waits for the last requests to answer. */
const DRAIN_MS = 10_000

export type OpenLoopOptions = {
  baseUrl: string
  paths: Rotation<BenchRequest>
  /** The window's length, or its longest given `until`. */
  seconds: number
  rate: number
  /** Stops sending once this settles (a maintenance under way, say). */
  until?: Promise<unknown>
  /** Sent with every request (an admin's session cookie, say). */
  headers?: Record<string, string>
}

/** What the window's thread is given: the requests it sends, in order (the rotation's next ones). */
export type SteadyRateOptions = {
  baseUrl: string
  paths: readonly BenchRequest[]
  rate: number
  headers?: Record<string, string>
}

/**
 * An answered request, timed by the sender: when it left (ms since the epoch, comparable across threads and
 * processes) and how long its answer took (ms).
 */
export type TimedRequest = { sentAt: number; ms: number }

export type OpenLoopResult = WindowResult & { requests: TimedRequest[] }

/** The signal that tells the window's thread to stop sending. */
export const STOP = 'stop'

export function openLoopWindow({
  baseUrl,
  paths,
  seconds,
  rate,
  until,
  headers,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const total = Math.max(1, Math.round(seconds * rate))
  const workerData: SteadyRateOptions = {
    baseUrl,
    paths: Array.from({ length: total }, () => paths.next()),
    rate,
    headers,
  }
  const worker = new Worker(new URL('./open-loop-thread.ts', import.meta.url), { workerData })
  void until?.finally(() => worker.postMessage(STOP)).catch(() => {})
  return new Promise((resolve, reject) => {
    worker.once('message', (result: OpenLoopResult) => {
      resolve(result)
      // Its last timers (the drain's) would keep it a while longer.
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the open-loop thread ended (${code}) without a result`)))
  })
}

/** Sends `paths` at `rate` per second, until they are sent or `stopped()` (the window's thread runs this). */
export async function sendAtSteadyRate(
  { baseUrl, paths, rate, headers }: SteadyRateOptions,
  stopped: () => boolean = () => false,
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS })
  const url = new URL(baseUrl)
  const total = paths.length
  const requests: TimedRequest[] = []
  let errors = 0
  const inFlight = new Set<Promise<void>>()
  const send = (benchRequest: BenchRequest) => {
    const { method, path, body, headers: sent } = requestParts(benchRequest, headers)
    const sentAt = performance.timeOrigin + performance.now()
    const request = new Promise<void>((resolve) => {
      const outgoing = http.request(
        { agent, host: url.hostname, port: url.port, method, path, headers: sent },
        (response) => {
          response.resume()
          response.on('end', () => {
            if (response.statusCode !== undefined && response.statusCode < 300)
              requests.push({ sentAt, ms: performance.timeOrigin + performance.now() - sentAt })
            else errors++
            resolve()
          })
        },
      )
      outgoing.on('error', () => {
        errors++
        resolve()
      })
      outgoing.end(body)
    })
    inFlight.add(request)
    void request.finally(() => inFlight.delete(request))
  }

  const started = performance.now()
  let sent = 0
  while (sent < total && !stopped()) {
    // Every request whose start time has come goes now (a late timer catches up instead of shifting the schedule).
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1)
    while (sent < due) {
      send(paths[sent] as BenchRequest)
      sent++
    }
    const nextAt = started + (sent / rate) * 1000
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())))
  }
  const elapsed = (performance.now() - started) / 1000
  await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, DRAIN_MS))])
  errors += inFlight.size
  agent.destroy()
  return { count: requests.length, errors, seconds: elapsed, requests }
}
