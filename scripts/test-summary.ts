/** The run's outcome from vitest's JSON report (`--reporter=json`): what `pnpm test` prints last and exits with. */

export type VitestReport = {
  success: boolean
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: { name: string; status: string; assertionResults: { status: string; fullName: string }[] }[]
}

export type TestSummary = {
  /** `N passed, N failed, N skipped`, the line CI reads. */
  line: string
  failed: number
  /** Files that failed with none of their tests failing: a hook (beforeAll) or the file itself threw. */
  brokenFiles: string[]
  /** Each test that failed, as `file › test`, named again beside the count so a log's tail says which. */
  failedTests: string[]
  /** Each test that did not run, as `file › test`, so a skip is seen and not only counted. */
  skipped: string[]
}

const NOT_RUN = new Set(['skipped', 'pending', 'todo'])

const testsWhere = (report: VitestReport, wanted: (status: string) => boolean) =>
  report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => wanted(test.status)).map((test) => `${file.name} › ${test.fullName}`),
  )

export function summarize(report: VitestReport): TestSummary {
  // Such a file's tests are reported skipped, not failed: each file counts as one failure, so it cannot pass unseen.
  const brokenFiles = report.testResults
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
    .map((file) => file.name)
  const counted = report.numFailedTests + brokenFiles.length
  const failed = counted === 0 && !report.success ? 1 : counted
  const skipped = report.numPendingTests + report.numTodoTests
  return {
    line: `${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`,
    failed,
    brokenFiles,
    failedTests: testsWhere(report, (status) => status === 'failed'),
    skipped: testsWhere(report, (status) => NOT_RUN.has(status)),
  }
}
