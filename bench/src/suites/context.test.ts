import { describe, expect, it } from 'vitest'
import { Runner } from '../runner.ts'
import { recordRepeated, type SuiteContext } from './context.ts'

/** What recordRepeated reads of a suite's context: the phase's size and the runner. */
function contextAt(size: 'S' | 'M') {
  const runner = new Runner(1, () => {})
  return { context: { size, runner } as unknown as SuiteContext, runner }
}

describe('a goal measured as repeated jobs', () => {
  it('records the median of the repeats with their spread, and passes it within the target and the spread rule', () => {
    const { context, runner } = contextAt('S')
    recordRepeated(context, 'G20', [0.42, 0.4, 0.41], 'p75 of 10 queries each')
    expect(runner.results[0]).toMatchObject({
      goal: 'G20',
      measured: 0.41,
      verdict: 'pass',
      context: 'median of 3: 0.42, 0.4, 0.41; p75 of 10 queries each',
    })
    expect(runner.results[0]?.dispersion).toBeCloseTo(0.0244, 3)
  })

  it('calls repeats spread beyond IQR/median 0.15 inconclusive, and a repeat that went wrong a failure', () => {
    const { context, runner } = contextAt('S')
    recordRepeated(context, 'G20', [0.2, 0.45, 0.3], '')
    recordRepeated(context, 'G20', [0.1, 0.1, 0.1], '', { failed: true })
    recordRepeated(context, 'G20', [0.9, 0.9, 0.92], '')
    expect(runner.results.map((result) => result.verdict)).toEqual(['inconclusive', 'fail', 'fail'])
  })

  it('reports a goal without a target at the phase size as information', () => {
    const { context, runner } = contextAt('M')
    recordRepeated(context, 'G20', [0.4, 0.4, 0.4], '')
    expect(runner.results[0]).toMatchObject({ verdict: 'info', target: null })
  })
})
