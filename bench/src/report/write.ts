/**
 * Writes bench/results/<sha>.json (everything) and <sha>.md (the goals table). Only a whole full run of a clean work
 * tree is named by its commit alone, and kept in git (history.ts); a quick run, an --only run or a run with
 * uncommitted changes gets a suffix (`-quick`, `-only`, `-dirty`), which git ignores.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PENDING_GOALS } from '../goals.ts'
import { formatNumber } from '../protocol/interleave.ts'
import type { GoalResult } from '../runner.ts'
import type { Environment } from './environment.ts'
import { writeHistory } from './history.ts'
import { unitOf } from './verdicts.ts'

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../results')

export type Report = {
  mode: 'quick' | 'full'
  /** The goals chosen with --only, or null for every suite. */
  only: string[] | null
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
    `# Kitly benchmark ${env.gitShortSha}${env.gitDirty ? ' (uncommitted changes)' : ''}, ${report.mode} run${
      report.only ? ` of ${report.only.join(', ')} only` : ''
    }`,
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

type RunKind = Pick<Report, 'mode' | 'only' | 'environment'>

/** A whole full run of committed code: the one kind of run kept in git and shown in the history. */
export const isKeptRun = (report: RunKind) =>
  report.mode === 'full' && report.only === null && !report.environment.gitDirty

/** The results' file name, without extension: a partial run never overwrites the kept run of the same commit. */
export function resultsName(report: RunKind): string {
  const suffixes = [
    report.mode === 'quick' ? '-quick' : '',
    report.only ? '-only' : '',
    report.environment.gitDirty ? '-dirty' : '',
  ]
  return `${report.environment.gitShortSha}${suffixes.join('')}`
}

/** Writes the run's files, and for a kept run the history table of the README beside them. */
export function writeReport(report: Report, directory = RESULTS_DIR): { json: string; markdown: string } {
  mkdirSync(directory, { recursive: true })
  const json = path.join(directory, `${resultsName(report)}.json`)
  const markdown = path.join(directory, `${resultsName(report)}.md`)
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(markdown, renderMarkdown(report))
  if (isKeptRun(report)) writeHistory(path.join(directory, 'README.md'), directory)
  return { json, markdown }
}
