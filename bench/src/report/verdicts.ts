/** The run's last words: one line per goal (pass, fail, inconclusive, or info for figures without a target). */
import { GOALS } from '../goals.ts'
import { formatNumber } from '../protocol/interleave.ts'
import type { GoalResult } from '../runner.ts'

/** The unit a result is read in: its own goal's, else that of the goal whose id starts it ("G10 p50": ms). */
export function unitOf(id: string): string {
  const listed = GOALS.find((g) => g.id === id) ?? GOALS.find((g) => id.startsWith(`${g.id} `))
  return listed?.unit ?? ''
}

export function verdictLine(result: GoalResult): string {
  const unit = unitOf(result.goal)
  const target = result.target === null ? '' : `, target ${result.comparator} ${formatNumber(result.target)}${unit}`
  const note = result.note ? ` (${result.note})` : ''
  return `${result.verdict.padEnd(12)} ${result.goal} (${result.size}): ${formatNumber(result.measured)}${unit}${target}${note}`
}

/** `pnpm bench --strict` fails the run when one of these is not empty. */
export const failedGoals = (results: readonly GoalResult[]) => results.filter((result) => result.verdict === 'fail')
