/**
 * Every suite, in the order a phase runs them (those with `needsWeb` after the phase's reruns). To add a goal,
 * write a suite beside these (a `Suite` runs groups of pairs through `context.runner.pairs`, or records gates with
 * `context.runner.record`), add its goal to goals.ts, and list it here.
 */
import { adminListLatency, adminPeopleListLatency } from './admin-list-latency.ts'
import { adminScreen } from './admin-screen.ts'
import type { Suite } from './context.ts'
import { correctness } from './correctness.ts'
import { dbLatency } from './db-latency.ts'
import { drivers } from './drivers.ts'
import { headTailLatency, mixedLatency } from './http-latency.ts'
import { httpThroughput } from './http-throughput.ts'
import { csvImport, searchAfterImport, xlsxImport } from './import.ts'
import { inputLatency } from './input-latency.ts'
import { lighthouseSuite } from './lighthouse.ts'
import { magicKit } from './magic-kit.ts'
import { maintenanceLatency } from './maintenance-latency.ts'
import { nameLookup } from './name-lookup.ts'
import { webBundle } from './web-bundle.ts'

export const SUITES: Suite[] = [
  correctness,
  httpThroughput,
  headTailLatency,
  dbLatency,
  drivers,
  mixedLatency,
  adminListLatency,
  adminPeopleListLatency,
  // Adds the real tools for its measure and removes them after it.
  nameLookup,
  // Adds the seed catalog and its task data for its measure and removes them after it.
  magicKit,
  // Its imports add and remove rows (the catalog is the same afterwards).
  csvImport,
  xlsxImport,
  searchAfterImport,
  // Clicks tools (popularity changes) and rewrites tool_search: after every suite that reads the catalog.
  maintenanceLatency,
  webBundle,
  lighthouseSuite,
  inputLatency,
  adminScreen,
]
