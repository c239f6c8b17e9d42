/**
 * The protocol's interleaving: every member of a group is warmed up (2 s), then each round measures the members
 * in a palindrome (A B B A for a pair; A B C C B A for a group), so that every member's windows sit at the same mean
 * time inside the round and a linear drift (thermal, other tenants) cancels in every ratio. A ratio is computed
 * per round; its median and IQR over the rounds make the result.
 */
import { percentileSorted, type RatioSummary, summarizeRatios } from './stats.ts'

export type WindowResult = {
  /** Completed operations (2xx responses, queries). */
  count: number
  /** Failed operations: connection errors, non-2xx answers, query errors. */
  errors: number
  seconds: number
  /** Latency samples in milliseconds (server-side for HTTP, in-process for DB-level windows). */
  samples?: number[]
}

export type WindowPhase = 'warmup' | 'measure'

export type Member = {
  id: string
  /** What is measured and how (route or query, loop, connections). */
  label: string
  window(phase: WindowPhase): Promise<WindowResult>
}

/** rate: operations per second; pNN: latency percentile (ms) of the windows' pooled samples. */
export type Statistic = 'rate' | 'p50' | 'p90' | 'p99'

export type RatioSpec = {
  /** The goal (and size) this ratio is judged against, e.g. "G2". */
  goal: string
  numerator: { member: string; statistic: Statistic }
  denominator: { member: string; statistic: Statistic }
}

export type GroupSpec = {
  name: string
  members: Member[]
  ratios: RatioSpec[]
  /** Called with the warm-up windows before the rounds: open-loop groups set their rate from the peaks here. */
  afterWarmup?(warmups: ReadonlyMap<string, WindowResult>): void | Promise<void>
}

export type WindowSummary = {
  member: string
  count: number
  errors: number
  seconds: number
  rate: number
  p50?: number
  p90?: number
  p99?: number
}

export type RatioResult = RatioSpec & {
  values: number[]
  summary: RatioSummary
  /** Median over the rounds of each side's statistic: the absolute figures behind the ratio. */
  numeratorMedian: number
  denominatorMedian: number
}

export type GroupRun = {
  name: string
  members: Array<{ id: string; label: string }>
  warmups: WindowSummary[]
  rounds: Array<{ order: string[]; windows: WindowSummary[]; ratios: Record<string, number> }>
  ratios: RatioResult[]
  /** Windows with failed operations: a fast wrong answer must not pass. */
  errors: number
  seconds: number
}

export function summarizeWindow(member: string, window: WindowResult): WindowSummary {
  const summary: WindowSummary = {
    member,
    count: window.count,
    errors: window.errors,
    seconds: round(window.seconds, 3),
    rate: round(window.count / window.seconds, 1),
  }
  if (window.samples && window.samples.length > 0) {
    const sorted = [...window.samples].sort((a, b) => a - b)
    summary.p50 = round(percentileSorted(sorted, 50), 4)
    summary.p90 = round(percentileSorted(sorted, 90), 4)
    summary.p99 = round(percentileSorted(sorted, 99), 4)
  }
  return summary
}

/** One member's statistic over its windows of a round: pooled, not averaged, so p99 stays a p99. */
export function statisticOf(windows: readonly WindowResult[], statistic: Statistic): number {
  if (statistic === 'rate') {
    const count = windows.reduce((sum, w) => sum + w.count, 0)
    const seconds = windows.reduce((sum, w) => sum + w.seconds, 0)
    return count / seconds
  }
  const samples = windows.flatMap((w) => w.samples ?? []).sort((a, b) => a - b)
  const p = statistic === 'p50' ? 50 : statistic === 'p90' ? 90 : 99
  return percentileSorted(samples, p)
}

/** A B C … C B A. */
export function palindrome<T>(items: readonly T[]): T[] {
  return [...items, ...[...items].reverse()]
}

export type RunOptions = { rounds: number; log?: (line: string) => void }

export async function runGroup(spec: GroupSpec, options: RunOptions): Promise<GroupRun> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const warmups = new Map<string, WindowResult>()
  for (const member of spec.members) warmups.set(member.id, await member.window('warmup'))
  await spec.afterWarmup?.(warmups)

  const rounds: GroupRun['rounds'] = []
  const perRound: Array<Map<string, WindowResult[]>> = []
  let errors = 0
  for (let round = 0; round < options.rounds; round++) {
    const order = palindrome(spec.members)
    const windows = new Map<string, WindowResult[]>()
    const summaries: WindowSummary[] = []
    for (const member of order) {
      const result = await member.window('measure')
      errors += result.errors
      windows.set(member.id, [...(windows.get(member.id) ?? []), result])
      summaries.push(summarizeWindow(member.id, result))
    }
    const ratios: Record<string, number> = {}
    for (const ratio of spec.ratios) ratios[ratio.goal] = ratioValue(ratio, windows)
    perRound.push(windows)
    rounds.push({ order: order.map((m) => m.id), windows: summaries, ratios })
    log(
      `  ${spec.name} round ${round + 1}/${options.rounds}: ${Object.entries(ratios)
        .map(([goal, value]) => `${goal} ${formatNumber(value)}`)
        .join(', ')}`,
    )
  }

  const ratios = spec.ratios.map((ratio): RatioResult => {
    const values = rounds.map((r) => r.ratios[ratio.goal] as number)
    const side = (which: RatioSpec['numerator']) =>
      medianOf(perRound.map((windows) => statisticOf(windows.get(which.member) ?? [], which.statistic)))
    return {
      ...ratio,
      values,
      summary: summarizeRatios(values),
      numeratorMedian: side(ratio.numerator),
      denominatorMedian: side(ratio.denominator),
    }
  })
  return {
    name: spec.name,
    members: spec.members.map((m) => ({ id: m.id, label: m.label })),
    warmups: [...warmups].map(([member, window]) => summarizeWindow(member, window)),
    rounds,
    ratios,
    errors,
    seconds: round((performance.now() - started) / 1000, 1),
  }
}

function ratioValue(ratio: RatioSpec, windows: ReadonlyMap<string, WindowResult[]>): number {
  const numerator = statisticOf(windows.get(ratio.numerator.member) ?? [], ratio.numerator.statistic)
  const denominator = statisticOf(windows.get(ratio.denominator.member) ?? [], ratio.denominator.statistic)
  return numerator / denominator
}

function medianOf(values: number[]): number {
  return summarizeRatios(values).median
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const magnitude = Math.abs(value)
  if (magnitude >= 100) return value.toFixed(0)
  if (magnitude >= 10) return value.toFixed(1)
  if (magnitude >= 1) return value.toFixed(2)
  return value.toPrecision(3)
}
