/**
 * Every suite, in the order a phase runs them. To add a goal (G11 magic kit, G13-G17 import), write a suite
 * beside these (a `Suite` runs groups of pairs through `context.runner.pairs`, or records gates with
 * `context.runner.record`), add its goal to goals.ts, and list it here.
 */
import type { Suite } from './context.ts'
import { correctness } from './correctness.ts'
import { dbLatency } from './db-latency.ts'
import { drivers } from './drivers.ts'
import { headTailLatency, mixedLatency } from './http-latency.ts'
import { httpThroughput } from './http-throughput.ts'

export const SUITES: Suite[] = [
  correctness,
  httpThroughput,
  headTailLatency,
  dbLatency,
  drivers,
  mixedLatency,
  // G11 (magic kit): naive OR + ts_rank_cd vs the recommender, p50 and p99, overlap@50 ≥ 0.7.
  // G13-G17 (import): COPY vs row-by-row, end-to-end CSV/XLSX import, search p99 after an import.
]
