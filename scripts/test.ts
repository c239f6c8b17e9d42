/**
 * `pnpm test`: every vitest project (unit, integration on real Postgres, search, browser), then one
 * plain summary line `N passed, N failed[, N skipped]` from vitest's JSON report, which CI reads.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const reportDir = mkdtempSync(path.join(tmpdir(), 'kitly-vitest-'))
const reportFile = path.join(reportDir, 'report.json')
const vitest = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
)

let summary = 'no test report was written'
let failedTests = 0
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  failedTests = report.numFailedTests
  const skipped = report.numPendingTests + report.numTodoTests
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`
} catch {
  // Vitest crashed before reporting: the exit code below says it failed.
}
rmSync(reportDir, { recursive: true, force: true })
console.log(`\n${summary}`)
// A failed test fails the run even when a library's exit hook has forced vitest's own status to 0.
process.exit(failedTests > 0 ? 1 : (vitest.status ?? 1))
