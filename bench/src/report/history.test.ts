import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GoalResult } from '../runner.ts'
import type { Environment } from './environment.ts'
import { HISTORY_RUNS, renderHistory } from './history.ts'
import { type Report, writeReport } from './write.ts'

const result = (goal: string, measured: number, verdict: GoalResult['verdict'], size: 'S' | 'M' = 'S'): GoalResult => ({
  goal,
  size,
  measure: '',
  comparator: '<=',
  target: verdict === 'info' ? null : 15,
  measured,
  verdict,
  attempts: 1,
  context: '',
})

const environment = (sha: string, date: string, gitDirty = false): Environment => ({
  date,
  cpuModel: 'test',
  cores: 2,
  memoryGiB: 24,
  node: 'v24',
  postgres: '18',
  gitSha: sha.padEnd(40, '0'),
  gitShortSha: sha,
  gitDirty,
})

const report = (overrides: Partial<Report> & Pick<Report, 'environment' | 'goals'>): Report => ({
  mode: 'full',
  only: null,
  seconds: 1,
  budgetSeconds: 720,
  datasets: [],
  groups: [],
  extra: {},
  ...overrides,
})

const README = '# Results\n\n<!-- history:start -->\nNo full run kept yet.\n<!-- history:end -->\n\n## Running\n'

describe('the results history', () => {
  let directory: string
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'bench-results-'))
    writeFileSync(path.join(directory, 'README.md'), README)
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('keeps a whole full run of committed code under its commit and adds it to the README, newest first', () => {
    writeReport(
      report({
        environment: environment('aaaaaaa', '2026-11-01T10:00:00Z'),
        goals: [result('G10 p99', 21, 'fail', 'M')],
      }),
      directory,
    )
    writeReport(
      report({
        environment: environment('bbbbbbb', '2026-11-02T10:00:00Z'),
        goals: [
          result('G10 p99', 14, 'pass', 'M'),
          result('G2', 0.3, 'inconclusive'),
          result('G10 warm p99', 9, 'info'),
        ],
      }),
      directory,
    )
    expect(readdirSync(directory).sort()).toEqual([
      'README.md',
      'aaaaaaa.json',
      'aaaaaaa.md',
      'bbbbbbb.json',
      'bbbbbbb.md',
    ])
    const readme = readFileSync(path.join(directory, 'README.md'), 'utf8')
    expect(readme).toContain(
      [
        '<!-- history:start -->',
        '| Goal | bbbbbbb 2026-11-02 | aaaaaaa 2026-11-01 |',
        '|---|---|---|',
        '| G2 (S) | 0.300 ⚠️ | — |',
        '| G10 p99 (M) | 14.0ms ✅ | 21.0ms ❌ |',
        '<!-- history:end -->',
      ].join('\n'),
    )
    // The rest of the README is left as it was; information figures have no row.
    expect(readme.startsWith('# Results\n\n')).toBe(true)
    expect(readme.endsWith('<!-- history:end -->\n\n## Running\n')).toBe(true)
    expect(readme).not.toContain('warm')
  })

  it('names quick, --only and uncommitted runs apart and leaves them out of the history', () => {
    const goals = [result('G5', 1.2, 'pass')]
    writeReport(
      report({ mode: 'quick', environment: environment('ccccccc', '2026-11-03T00:00:00Z'), goals }),
      directory,
    )
    writeReport(report({ only: ['G5'], environment: environment('ccccccc', '2026-11-03T00:00:00Z'), goals }), directory)
    writeReport(report({ environment: environment('ccccccc', '2026-11-03T00:00:00Z', true), goals }), directory)
    expect(
      readdirSync(directory)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual(['ccccccc-dirty.json', 'ccccccc-only.json', 'ccccccc-quick.json'])
    expect(readFileSync(path.join(directory, 'README.md'), 'utf8')).toBe(README)
  })

  it('shows the last runs only', () => {
    const runs = Array.from({ length: HISTORY_RUNS + 2 }, (_, i) => ({
      environment: environment(`${i}`.padStart(7, 'a'), `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00Z`),
      goals: [result('G5', i, 'pass')],
    })).reverse()
    const header = renderHistory(runs).split('\n')[0]
    expect(header?.split('|').length).toBe(HISTORY_RUNS + 3)
    expect(header).toContain('aaaaaa9 2026-11-10')
    expect(header).not.toContain('aaaaaa1 ')
  })

  it('refuses a README without the history markers rather than lose the table', () => {
    writeFileSync(path.join(directory, 'README.md'), '# Results\n')
    expect(() =>
      writeReport(report({ environment: environment('ddddddd', '2026-11-04T00:00:00Z'), goals: [] }), directory),
    ).toThrow(/history:start/)
  })
})
