/**
 * `pnpm test`: every vitest project (unit, integration on real Postgres, search, browser), then one
 * plain summary line `N passed, N failed, N skipped` (and the name of each skipped test) from vitest's JSON report, which CI reads.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { summarize, type VitestReport } from './test-summary.ts'

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
let failed = 0
try {
  const result = summarize(JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport)
  for (const file of result.brokenFiles) {
    console.error(`Failed outside its tests (a hook or the file itself): ${path.relative(process.cwd(), file)}`)
  }
  for (const test of result.skipped) console.log(`Skipped: ${path.relative(process.cwd(), test)}`)
  for (const test of result.failedTests) console.error(`Failed: ${path.relative(process.cwd(), test)}`)
  summary = result.line
  failed = result.failed
} catch {
  // Vitest crashed before reporting: the exit code below says it failed.
}
rmSync(reportDir, { recursive: true, force: true })
console.log(`\n${summary}`)
// A failure fails the run even when a library's exit hook has forced vitest's own status to 0 (it does when only a
// hook failed).
process.exit(failed > 0 ? 1 : (vitest.status ?? 1))
