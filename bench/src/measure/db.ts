/**
 * Database-level windows, run in this process: latency windows call one query at a time and time each call
 * (process.hrtime, so sub-millisecond figures are exact); throughput windows keep `concurrency` calls in flight.
 * A window lasts its duration and at least `minSamples` calls (a 3-second naive scan still gives one sample), and
 * takes at most `maxQueries` queries. Cold windows (BENCHMARKS.md: caches measured cold) empty the app's caches first
 * and take one pass of their rotation at most, so that no query of the window is answered from an earlier one.
 */
import type { WindowResult } from '../protocol/interleave.ts'
import type { Rotation } from './rotation.ts'

export type DbWindowOptions<Q> = {
  queries: Rotation<Q>
  run(query: Q): Promise<unknown>
  seconds: number
  minSamples?: number
  maxQueries?: number
}

export async function latencyWindow<Q>(options: DbWindowOptions<Q>): Promise<WindowResult> {
  const samples: number[] = []
  let errors = 0
  const started = process.hrtime.bigint()
  const limit = BigInt(Math.round(options.seconds * 1e9))
  let taken = 0
  while (
    (process.hrtime.bigint() - started < limit || samples.length < (options.minSamples ?? 1)) &&
    taken < (options.maxQueries ?? Number.POSITIVE_INFINITY)
  ) {
    const query = options.queries.next()
    taken++
    const start = process.hrtime.bigint()
    try {
      await options.run(query)
      samples.push(Number(process.hrtime.bigint() - start) / 1e6)
    } catch (error) {
      errors++
      if (errors > 3 && samples.length === 0) throw error
    }
  }
  return { count: samples.length, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9, samples }
}

/** A latency window under the cold rule: `forget` empties the caches, then one pass of the rotation at most. */
export async function coldLatencyWindow<Q>(
  options: DbWindowOptions<Q> & { forget: () => void | Promise<void> },
): Promise<WindowResult> {
  await options.forget()
  return latencyWindow({ ...options, maxQueries: options.queries.size })
}

export async function throughputWindow<Q>(
  options: DbWindowOptions<Q> & { concurrency: number },
): Promise<WindowResult> {
  let count = 0
  let errors = 0
  let firstError: unknown
  const started = process.hrtime.bigint()
  const deadline = started + BigInt(Math.round(options.seconds * 1e9))
  const worker = async () => {
    while (process.hrtime.bigint() < deadline) {
      try {
        await options.run(options.queries.next())
        count++
      } catch (error) {
        errors++
        firstError ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  if (count === 0 && firstError) throw firstError
  return { count, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}
