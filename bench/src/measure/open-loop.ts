/**
 * Open-loop load at a steady rate: request i starts at `i / rate` seconds into the window, whether or not the
 * earlier ones have answered, over a pool of keep-alive connections (a new one opens when all are busy).
 *
 * autocannon's `overallRate` is not this: it gives each connection a budget per second, which the connection
 * spends back to back at the start of every second and then idles. "50 % of peak" then arrives as a saturated
 * burst followed by silence, and the latencies measured are those of the burst (G10 read p50 12.6 ms at 96 req/s
 * for searches that take 2-3 ms alone).
 */
import http from 'node:http'
import type { WindowResult } from '../protocol/interleave.ts'
import type { Rotation } from './rotation.ts'

/** Connections at most: more than the server ever has requests in flight at half its peak. */
const MAX_CONNECTIONS = 64
/** How long the window waits for the last requests to answer. */
const DRAIN_MS = 10_000

export type OpenLoopOptions = { baseUrl: string; paths: Rotation<string>; seconds: number; rate: number }

export async function openLoopWindow({ baseUrl, paths, seconds, rate }: OpenLoopOptions): Promise<WindowResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS })
  const url = new URL(baseUrl)
  const total = Math.max(1, Math.round(seconds * rate))
  let answered = 0
  let errors = 0
  const inFlight = new Set<Promise<void>>()
  const send = (path: string) => {
    const request = new Promise<void>((resolve) => {
      const outgoing = http.get({ agent, host: url.hostname, port: url.port, path }, (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode !== undefined && response.statusCode < 300) answered++
          else errors++
          resolve()
        })
      })
      outgoing.on('error', () => {
        errors++
        resolve()
      })
    })
    inFlight.add(request)
    void request.finally(() => inFlight.delete(request))
  }

  const started = performance.now()
  let sent = 0
  while (sent < total) {
    // Every request whose start time has come goes now (a late timer catches up instead of shifting the schedule).
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1)
    while (sent < due) {
      send(paths.next())
      sent++
    }
    const nextAt = started + (sent / rate) * 1000
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())))
  }
  const elapsed = (performance.now() - started) / 1000
  await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, DRAIN_MS))])
  errors += inFlight.size
  agent.destroy()
  return { count: answered, errors, seconds: elapsed }
}
