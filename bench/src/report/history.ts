/**
 * The history table of bench/results/README.md: each judged goal's figure in the kept runs, newest first, so that a
 * regression shows as a row that changes. A kept run is a whole full run (no --only, not --quick) of a clean work tree:
 * its `<sha>.json` is committed (write.ts names every other run so that git ignores it). The table is rebuilt from
 * those files on every kept run, so it never disagrees with them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { formatNumber } from '../protocol/interleave.ts'
import type { GoalResult } from '../runner.ts'
import { unitOf } from './verdicts.ts'
import type { Report } from './write.ts'

/** Runs shown: enough to tell a regression from one noisy run, few enough to read across. */
export const HISTORY_RUNS = 8
const START = '<!-- history:start -->'
const END = '<!-- history:end -->'
const MARK = { pass: '✅', fail: '❌', inconclusive: '⚠️', info: '' }

/** A kept run's file name: its commit alone. */
const KEPT_NAME = /^[0-9a-f]{7,40}\.json$/

export type KeptRun = Pick<Report, 'environment' | 'goals'>

/** The kept runs in `directory`, newest first. */
export function readKeptRuns(directory: string): KeptRun[] {
  return readdirSync(directory)
    .filter((name) => KEPT_NAME.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as KeptRun)
    .sort((a, b) => b.environment.date.localeCompare(a.environment.date))
}

/** A goal result's row in the table: its goal and size. */
const rowKey = (result: GoalResult) => `${result.goal} (${result.size})`

const cell = (result: GoalResult | undefined) =>
  result ? `${formatNumber(result.measured)}${unitOf(result.goal)} ${MARK[result.verdict]}`.trim() : '—'

/**
 * The table: a row per goal figure with a target in any shown run (information rows would double its length), in
 * goal order, a column per run.
 */
export function renderHistory(runs: readonly KeptRun[]): string {
  const shown = runs.slice(0, HISTORY_RUNS)
  if (shown.length === 0) return 'No full run kept yet.'
  const byRun = shown.map((run) => new Map(run.goals.map((result) => [rowKey(result), result])))
  const keys = [
    ...new Set(shown.flatMap((run) => run.goals.filter((r) => r.target !== null).map((result) => rowKey(result)))),
  ].sort(byGoalNumber)
  const header = shown.map((run) => `${run.environment.gitShortSha} ${run.environment.date.slice(0, 10)}`)
  return [
    `| Goal | ${header.join(' | ')} |`,
    `|---|${header.map(() => '---').join('|')}|`,
    ...keys.map((key) => `| ${key} | ${byRun.map((results) => cell(results.get(key))).join(' | ')} |`),
  ].join('\n')
}

function byGoalNumber(a: string, b: string): number {
  const number = (key: string) => Number.parseInt(key.slice(1), 10)
  return number(a) - number(b) || a.localeCompare(b)
}

/** Puts the table between the README's markers. @throws Error when the README has lost its markers. */
export function writeHistory(readme: string, directory: string): void {
  const text = readFileSync(readme, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start === -1 || end < start) throw new Error(`${readme} has no ${START} … ${END} section for the history`)
  const table = renderHistory(readKeptRuns(directory))
  writeFileSync(readme, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`)
}
