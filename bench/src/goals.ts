/**
 * The goals of /work/shared/BENCHMARKS.md that this harness measures, with their targets per dataset size.
 * A target left out for a size means "reported for context, not judged" (e.g. G7 is a 100k goal).
 * Goals measured by other engineers' suites (G11, G13-G17) are listed so the report shows them as pending.
 */
import type { Comparator } from './protocol/stats.ts'

export type Size = 'S' | 'M'
export const SIZES: Record<Size, number> = { S: 10_000, M: 100_000 }

export type Goal = {
  id: string
  title: string
  /** How the measured value is formed. */
  ratio: string
  comparator: Comparator
  targets: Partial<Record<Size, number>>
  unit?: '×' | 'ms' | ''
}

export const GOALS: Goal[] = [
  {
    id: 'G1',
    title: '/health vs bare node:http',
    ratio: '/api/health req/s ÷ bare node:http req/s',
    comparator: '>=',
    targets: { S: 0.9, M: 0.9 },
  },
  {
    id: 'G2',
    title: 'search vs health throughput',
    ratio: '/api/search (tail, top 20 + facets) req/s ÷ /api/health req/s',
    comparator: '>=',
    targets: { S: 0.04, M: 0.025 },
  },
  {
    id: 'G3',
    title: 'search vs SELECT 1 throughput',
    ratio: '/api/search req/s ÷ /api/bench/db1 req/s',
    comparator: '>=',
    targets: { S: 0.25, M: 0.15 },
  },
  {
    id: 'G4',
    title: 'typo search vs naive ILIKE',
    ratio: 'naive ILIKE scan p50 ÷ typo-tolerant search p50 (speed-up)',
    comparator: '>=',
    targets: { S: 30, M: 60 },
    unit: '×',
  },
  {
    id: 'G5',
    title: 'cost of typo tolerance',
    ratio: 'typo-tolerant search p50 ÷ exact-FTS (tail) search p50',
    comparator: '<=',
    targets: { S: 2.5, M: 2.5 },
    unit: '×',
  },
  {
    id: 'G6',
    title: 'typo recall / exact top-1',
    ratio: 'recall@20 of the intended tool (1 edit ≥ 5 letters; 2 edits ≥ 9 letters); exact name top-1',
    comparator: '>=',
    targets: { S: 0.95, M: 0.95 },
  },
  {
    id: 'G7',
    title: 'typo search vs naive pg_trgm (P2)',
    ratio: 'naive pg_trgm (P2 pattern) p50 ÷ typo-tolerant search p50',
    comparator: '>=',
    targets: { M: 500 },
    unit: '×',
  },
  {
    id: 'G8',
    title: 'head vs tail p99',
    ratio: 'head two-word query p99 ÷ tail query p99 (HTTP, open loop, server-side)',
    comparator: '<=',
    targets: { S: 4, M: 4 },
    unit: '×',
  },
  {
    id: 'G9',
    title: 'cost of facets',
    ratio: 'search + facets p50 ÷ search without facets p50 (tail)',
    comparator: '<=',
    targets: { S: 1.3, M: 1.3 },
    unit: '×',
  },
  {
    id: 'G10',
    title: 'mixed rotation latency',
    ratio: 'search p50 / p99 (ms), 60 % tail, 20 % head, 20 % one-edit typos, open loop at 50 % of peak',
    comparator: '<=',
    targets: { M: 3 },
    unit: 'ms',
  },
  {
    id: 'G12',
    title: 'raw pg vs Slonik',
    ratio: 'raw pg (prepared) search queries/s ÷ Slonik search queries/s',
    comparator: '<=',
    targets: { S: 1.1, M: 1.1 },
  },
]

/** Other goals of BENCHMARKS.md, measured by suites still to be written (see suites/index.ts). */
export const PENDING_GOALS = [
  { id: 'G11', title: 'magic kit (10-20-word goal → 50 candidates)' },
  { id: 'G13', title: 'COPY into staging vs row-by-row INSERT' },
  { id: 'G14', title: 'end-to-end CSV import vs naive import' },
  { id: 'G15', title: 'import rows/s vs bare csv-parse' },
  { id: 'G16', title: 'XLSX streaming import' },
  { id: 'G17', title: 'search p99 after a 10k-row import vs before' },
]

export function goal(id: string): Goal {
  const found = GOALS.find((g) => g.id === id)
  if (!found) throw new Error(`unknown goal ${id}`)
  return found
}

/** G6's three gates and G10's two bounds, each judged on its own. */
export const G6_TARGETS = { typo1: 0.95, typo2: 0.8, exactTop1: 0.99 }
export const G10_TARGETS = { p50: 3, p99: 15 }
