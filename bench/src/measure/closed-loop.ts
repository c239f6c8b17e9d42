/**
 * Closed-loop windows: autocannon's programmatic API, `connections` keep-alive connections (10 unless said), each
 * with `pipelining` requests in flight (1 unless said), throughput from completed 2xx answers. The window runs in a
 * thread of its own, so that the load generator never shares an event loop (or its garbage collections) with the
 * harness, whose heap holds the generated catalog; the thread takes the rotation's next requests in turn and says
 * how many it took, so the rotation continues where the window stopped.
 */
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import type { WindowResult } from '../protocol/interleave.ts'
import { type BenchRequest, requestParts } from './request.ts'
import type { Rotation } from './rotation.ts'

export const CONNECTIONS = 10

export type ClosedLoopOptions = {
  baseUrl: string
  paths: Rotation<BenchRequest>
  seconds: number
  /** Stop after this many requests instead of after `seconds`. */
  requests?: number
  /** Sent with every request (an admin's session cookie, say). */
  headers?: Record<string, string>
  connections?: number
  pipelining?: number
}

/** What the window's thread is given: the rotation's items and where it stands. */
export type ClosedLoopWork = Omit<ClosedLoopOptions, 'paths'> & { items: readonly BenchRequest[]; start: number }

export type ClosedLoopResult = WindowResult & { taken: number }

export function closedLoopWindow({ paths, ...options }: ClosedLoopOptions): Promise<WindowResult> {
  const workerData: ClosedLoopWork = { ...options, ...paths.position() }
  const worker = new Worker(new URL('./closed-loop-thread.ts', import.meta.url), { workerData })
  return new Promise((resolve, reject) => {
    worker.once('message', ({ taken, ...result }: ClosedLoopResult) => {
      paths.advance(taken)
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the closed-loop thread ended (${code}) without a result`)))
  })
}

/** Runs the window (the window's thread calls this). */
export async function runClosedLoop(work: ClosedLoopWork): Promise<ClosedLoopResult> {
  let index = work.start
  const at = (i: number) => requestParts(work.items[i % work.items.length] as BenchRequest, work.headers)
  // autocannon calls setupRequest for every request, the first too: the template only gives their shape.
  const template = at(index)
  const result = await autocannon({
    url: work.baseUrl,
    connections: work.connections ?? CONNECTIONS,
    pipelining: work.pipelining ?? 1,
    ...(work.requests ? { amount: work.requests } : { duration: work.seconds }),
    requests: [{ ...template, setupRequest: (request) => ({ ...request, ...at(index++) }) }],
  })
  return {
    count: result['2xx'],
    errors: result.errors + result.non2xx,
    seconds: result.duration,
    taken: index - work.start,
  }
}
