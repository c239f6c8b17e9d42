/** Writes bench/results/<sha>.json (everything) and <sha>.md (the goals table); `<sha>-quick.*` for --quick. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PENDING_GOALS } from '../goals.ts'
import { formatNumber } from '../protocol/interleave.ts'
import type { GoalResult } from '../runner.ts'
import type { Environment } from './environment.ts'
import { unitOf } from './verdicts.ts'

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../results')

export type Report = {
  mode: 'quick' | 'full'
  environment: Environment
  seconds: number
  /** BENCHMARKS.md's time budget for the run's mode. */
  budgetSeconds: number
  datasets: unknown[]
  goals: GoalResult[]
  groups: unknown[]
  extra: Record<string, unknown>
}

const VERDICT_MARK = { pass: '✅ pass', fail: '❌ fail', inconclusive: '⚠️ inconclusive', info: 'ℹ️ info' }

export function renderMarkdown(report: Report): string {
  const env = report.environment
  const lines = [
    `# Kitly benchmark ${env.gitShortSha}${env.gitDirty ? ' (uncommitted changes)' : ''}, ${report.mode} run`,
    '',
    `${env.date} · ${env.cpuModel}, ${env.cores} cores, ${env.memoryGiB} GiB · Node ${env.node} · PostgreSQL ${env.postgres} · ${Math.round(report.seconds)} s (budget ${report.budgetSeconds} s${report.seconds > report.budgetSeconds ? ', exceeded' : ''})`,
    '',
    '| Goal | Size | Measured (median) | IQR/median | Target | Verdict | Absolute figures | Note |',
    '|---|---|---|---|---|---|---|---|',
  ]
  const order = (id: string) => {
    const n = Number.parseInt(id.replace(/^G/, ''), 10)
    return Number.isNaN(n) ? 99 : n
  }
  const sorted = [...report.goals].sort((a, b) => order(a.goal) - order(b.goal) || a.size.localeCompare(b.size))
  for (const result of sorted) {
    const unit = unitOf(result.goal)
    const target = result.target === null ? '—' : `${result.comparator} ${formatNumber(result.target)}${unit}`
    lines.push(
      `| ${result.goal} | ${result.size} | ${formatNumber(result.measured)}${unit} | ${
        result.dispersion === undefined ? '—' : formatNumber(result.dispersion)
      } | ${target} | ${VERDICT_MARK[result.verdict]} | ${result.context} | ${result.note ?? ''} |`,
    )
  }
  if (PENDING_GOALS.length > 0) {
    lines.push('', `Not measured yet: ${PENDING_GOALS.map((g) => `${g.id} (${g.title})`).join('; ')}.`)
  }
  if (report.mode === 'quick')
    lines.push(
      '',
      'Quick run: S only, 3 rounds; G7, G10 and G11 latency (100k goals), G19 and G20 (browser suites, minutes each) need the full run.',
    )
  lines.push('')
  return lines.join('\n')
}

export function writeReport(report: Report): { json: string; markdown: string } {
  mkdirSync(RESULTS_DIR, { recursive: true })
  // A quick run never overwrites the full run of the same commit.
  const name = `${report.environment.gitShortSha}${report.mode === 'quick' ? '-quick' : ''}`
  const json = path.join(RESULTS_DIR, `${name}.json`)
  const markdown = path.join(RESULTS_DIR, `${name}.md`)
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(markdown, renderMarkdown(report))
  return { json, markdown }
}
