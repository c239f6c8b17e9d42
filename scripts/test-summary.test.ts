import { describe, expect, it } from 'vitest'
import { summarize, type VitestReport } from './test-summary.ts'

const file = (name: string, status: string, tests: string[]) => ({
  name,
  status,
  assertionResults: tests.map((test, index) => ({ status: test, fullName: `test ${index}` })),
})
const report = (files: VitestReport['testResults'], success: boolean): VitestReport => {
  const count = (status: string) => files.flatMap((f) => f.assertionResults).filter((t) => t.status === status).length
  return {
    success,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped'),
    numTodoTests: 0,
    testResults: files,
  }
}

describe('the test run summary', () => {
  it('counts failed tests', () => {
    const summary = summarize(report([file('a.test.ts', 'failed', ['passed', 'failed'])], false))
    expect(summary).toEqual({
      line: '1 passed, 1 failed, 0 skipped',
      failed: 1,
      brokenFiles: [],
      failedTests: ['a.test.ts › test 1'],
      skipped: [],
    })
  })

  it('counts a file whose hook failed, its tests skipped, as a failure', () => {
    const files = [file('a.test.ts', 'passed', ['passed']), file('b.test.ts', 'failed', ['passed', 'skipped'])]
    expect(summarize(report(files, false))).toEqual({
      line: '2 passed, 1 failed, 1 skipped',
      failed: 1,
      brokenFiles: ['b.test.ts'],
      failedTests: [],
      skipped: ['b.test.ts › test 1'],
    })
  })

  it('fails a run vitest calls unsuccessful even when no file says why', () => {
    expect(summarize(report([file('a.test.ts', 'passed', ['passed'])], false)).failed).toBe(1)
  })

  it('passes a clean run', () => {
    expect(summarize(report([file('a.test.ts', 'passed', ['passed', 'skipped'])], true))).toEqual({
      line: '1 passed, 0 failed, 1 skipped',
      failed: 0,
      brokenFiles: [],
      failedTests: [],
      skipped: ['a.test.ts › test 1'],
    })
  })
})
