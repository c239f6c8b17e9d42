/**
 * Runs the groups of pairs, judges each ratio against its goal, and reruns inconclusive pairs once, at the end of
 * the dataset's phase, before the deadline it is given (the report says when one was skipped). Collects every result
 * for the JSON and markdown reports.
 */
import { goal, type Size } from './goals.ts'
import {
  formatNumber,
  type GroupRun,
  type GroupSpec,
  type RatioResult,
  runGroup,
  type Statistic,
} from './protocol/interleave.ts'
import { judge, type Verdict } from './protocol/stats.ts'

export type GoalResult = {
  goal: string
  size: Size
  /** What was divided by what, or what was measured. */
  measure: string
  comparator: '>=' | '<='
  target: number | null
  measured: number
  q1?: number
  q3?: number
  /** IQR / median of the per-round ratios. */
  dispersion?: number
  verdict: Verdict
  attempts: number
  /** The absolute figures behind the ratio. */
  context: string
  note?: string
}

type Pending = { size: Size; spec: GroupSpec; estimateSeconds: number }

export class Runner {
  readonly results: GoalResult[] = []
  readonly groups: Array<GroupRun & { size: Size; attempt: number }> = []
  private pending: Pending[] = []

  readonly rounds: number
  readonly log: (line: string) => void

  constructor(rounds: number, log: (line: string) => void) {
    this.rounds = rounds
    this.log = log
  }

  /** Runs a group of pairs and records a result per ratio. */
  async pairs(size: Size, spec: GroupSpec): Promise<void> {
    this.log(`${spec.name} (${size}): ${spec.members.map((m) => m.id).join(', ')}`)
    const run = await runGroup(spec, { rounds: this.rounds, log: this.log })
    this.groups.push({ ...run, size, attempt: 1 })
    const inconclusive: string[] = []
    for (const ratio of run.ratios) {
      const result = this.judgeRatio(size, ratio, run, 1)
      this.results.push(result)
      if (result.verdict === 'inconclusive') inconclusive.push(ratio.goal)
    }
    if (inconclusive.length > 0) {
      const ratios = spec.ratios.filter((r) => inconclusive.includes(r.goal))
      const ids = new Set(ratios.flatMap((r) => [r.numerator.member, r.denominator.member]))
      const members = spec.members.filter((m) => ids.has(m.id))
      this.pending.push({
        size,
        spec: { ...spec, name: `${spec.name} (rerun)`, members, ratios },
        estimateSeconds: (run.seconds * members.length) / spec.members.length,
      })
    }
  }

  /** Reruns the inconclusive pairs of `size` once each, as long as each rerun fits before `deadline` (ms epoch). */
  async rerunInconclusive(size: Size, deadline: number): Promise<void> {
    const mine = this.pending.filter((p) => p.size === size)
    this.pending = this.pending.filter((p) => p.size !== size)
    for (const pending of mine) {
      const goals = pending.spec.ratios.map((r) => r.goal)
      if (Date.now() + pending.estimateSeconds * 1000 > deadline) {
        this.log(`${pending.spec.name}: skipped, ${Math.round(pending.estimateSeconds)} s would exceed the time budget`)
        for (const result of this.results) {
          if (result.size === size && goals.includes(result.goal) && result.verdict === 'inconclusive') {
            result.note = appendNote(result.note, 'rerun skipped: time budget')
          }
        }
        continue
      }
      this.log(`${pending.spec.name} (${size}): ${pending.spec.members.map((m) => m.id).join(', ')}`)
      const run = await runGroup(pending.spec, { rounds: this.rounds, log: this.log })
      this.groups.push({ ...run, size, attempt: 2 })
      for (const ratio of run.ratios) {
        const index = this.results.findIndex((r) => r.size === size && r.goal === ratio.goal)
        const first = this.results[index]
        const second = this.judgeRatio(size, ratio, run, 2)
        second.note = appendNote(
          second.note,
          `first attempt ${formatNumber(first?.measured ?? Number.NaN)} (IQR/median ${formatNumber(first?.dispersion ?? Number.NaN)})`,
        )
        if (index >= 0) this.results[index] = second
        else this.results.push(second)
      }
    }
  }

  record(result: GoalResult): void {
    this.log(`${result.goal} (${result.size}): ${formatNumber(result.measured)} → ${result.verdict}`)
    this.results.push(result)
  }

  private judgeRatio(size: Size, ratio: RatioResult, run: GroupRun, attempt: number): GoalResult {
    const definition = goal(ratio.goal)
    const target = definition.targets[size]
    const failedWindows = run.rounds
      .flatMap((r) => r.windows)
      .filter((w) => (w.member === ratio.numerator.member || w.member === ratio.denominator.member) && w.errors > 0)
    let verdict: Verdict = target === undefined ? 'info' : judge(ratio.summary, definition.comparator, target)
    let note: string | undefined
    if (failedWindows.length > 0) {
      verdict = 'fail'
      note = `${failedWindows.reduce((sum, w) => sum + w.errors, 0)} failed requests or queries`
    }
    if (target === undefined) note = appendNote(note, `no target at ${size}`)
    const result: GoalResult = {
      goal: ratio.goal,
      size,
      measure: definition.ratio,
      comparator: definition.comparator,
      target: target ?? null,
      measured: ratio.summary.median,
      q1: ratio.summary.q1,
      q3: ratio.summary.q3,
      dispersion: ratio.summary.dispersion,
      verdict,
      attempts: attempt,
      context: `${ratio.numerator.member} ${describe(ratio.numeratorMedian, ratio.numerator.statistic)} / ${
        ratio.denominator.member
      } ${describe(ratio.denominatorMedian, ratio.denominator.statistic)}`,
      ...(note ? { note } : {}),
    }
    this.log(
      `${result.goal} (${size}): ${formatNumber(result.measured)} [IQR/median ${formatNumber(result.dispersion ?? 0)}] → ${verdict} (${result.context})`,
    )
    return result
  }
}

function describe(value: number, statistic: Statistic): string {
  return statistic === 'rate' ? `${formatNumber(value)}/s` : `${statistic} ${formatNumber(value)} ms`
}

function appendNote(note: string | undefined, more: string): string {
  return note ? `${note}; ${more}` : more
}
