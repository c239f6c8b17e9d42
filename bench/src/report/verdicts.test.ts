import { describe, expect, it } from 'vitest'
import type { GoalResult } from '../runner.ts'
import { failedGoals, verdictLine } from './verdicts.ts'

const result = (goal: string, verdict: GoalResult['verdict'], measured: number, target: number | null): GoalResult => ({
  goal,
  size: 'S',
  measure: '',
  comparator: '<=',
  target,
  measured,
  verdict,
  attempts: 1,
  context: '',
})

describe('verdicts', () => {
  it('print one line per goal with its verdict, figure, unit and target', () => {
    expect(verdictLine(result('G5', 'pass', 1.84, 2.5))).toBe('pass         G5 (S): 1.84×, target <= 2.50×')
    expect(verdictLine(result('G10 p99', 'fail', 17.2, 15))).toBe('fail         G10 p99 (S): 17.2ms, target <= 15.0ms')
    expect(verdictLine({ ...result('G5 warm', 'info', 1.1, null), note: 'no target at S' })).toBe(
      'info         G5 warm (S): 1.10× (no target at S)',
    )
  })

  it('fail a strict run on a failed goal only, not on an inconclusive one or information', () => {
    const results = [result('G5', 'inconclusive', 2, 2.5), result('G10 p50', 'info', 2, null)]
    expect(failedGoals(results)).toEqual([])
    expect(failedGoals([...results, result('G11 p99', 'fail', 70, 60)]).map((r) => r.goal)).toEqual(['G11 p99'])
  })
})
