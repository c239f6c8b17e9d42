/**
 * G19: Lighthouse's lab run with its default (mobile) preset — a mid-range phone, 4× CPU slowdown and slow 4G,
 * simulated — on three pages the real Kitly serves on loopback: home, directory results for a head query, and a tool
 * page. Headless Debian Chromium through chrome-launcher. Three runs per page (~15 s each on an idle machine), each
 * figure the median of a page's runs (a single run moves by several points); the worst page is the measure. Lighthouse's benchmarkIndex (its speed test of the machine) goes with the figures: on a
 * loaded machine the simulated slowdown multiplies already slow tasks.
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/readme.md#using-programmatically
 */

import { assertChromium, CHROMIUM_FLAGS, CHROMIUM_LAUNCHER } from '@kitly/web/e2e/chromium'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { G19_TARGETS } from '../goals.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { type Comparator, median, meets } from '../protocol/stats.ts'
import { requireWeb, type Suite, type SuiteContext } from './context.ts'

type Metric = { key: keyof typeof G19_TARGETS; label: string; comparator: Comparator }

const METRICS: Metric[] = [
  { key: 'performance', label: 'performance score', comparator: '>=' },
  { key: 'accessibility', label: 'accessibility score', comparator: '>=' },
  { key: 'lcpMs', label: 'LCP (ms)', comparator: '<=' },
  { key: 'tbtMs', label: 'TBT (ms)', comparator: '<=' },
  { key: 'cls', label: 'CLS', comparator: '<=' },
]

type Figures = Record<Metric['key'], number> & {
  /** Lighthouse's measure of this machine's speed at the time (its CPU slowdown assumes ~1000 or more). */
  benchmarkIndex: number
}

function pages(context: SuiteContext): Array<{ name: string; path: string }> {
  const head = context.queries.head[0]?.q ?? ''
  const tool = context.queries.names[0]?.target ?? ''
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: `/tools?${new URLSearchParams({ search: head })}` },
    { name: 'tool', path: `/tools/${encodeURIComponent(tool)}` },
  ]
}

/** Runs per page: each figure is their median. */
const RUNS = 3

/** Each figure's median over a page's runs. */
function medianFigures(runs: readonly Figures[]): Figures {
  const keys = [...METRICS.map((m) => m.key), 'benchmarkIndex'] as const
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART, "run Lighthouse again"). */
const ATTEMPTS = 2

async function audit(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port)
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
    }
  }
}

async function auditOnce(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (category: string) => (lhr.categories[category]?.score ?? Number.NaN) * 100
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

export const lighthouseSuite: Suite = {
  name: 'Lighthouse (mobile)',
  goals: ['G19'],
  needsWeb: true,
  // A few minutes on this machine class: the full run only, once (nothing here depends on the catalog's size).
  runsIn: ({ size, quick }) => size === 'S' && !quick,
  async run(context) {
    requireWeb(context)
    assertChromium()
    const chrome = await launch({ chromePath: CHROMIUM_LAUNCHER, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] })
    const audited: Array<{ name: string; path: string; figures: Figures; runs: Figures[] }> = []
    try {
      for (const page of pages(context)) {
        const runs: Figures[] = []
        for (let run = 0; run < RUNS; run++) runs.push(await audit(context.kitly.url + page.path, chrome.port))
        const figures = medianFigures(runs)
        audited.push({ ...page, figures, runs })
        context.log(`  ${page.name}: ${METRICS.map((m) => `${m.label} ${formatNumber(figures[m.key])}`).join(', ')}`)
      }
    } finally {
      chrome.kill()
    }
    context.extra.g19 = audited
    const benchmarkIndex = Math.min(...audited.map((page) => page.figures.benchmarkIndex))
    for (const metric of METRICS) {
      const values = audited.map((page) => page.figures[metric.key])
      const worst = metric.comparator === '>=' ? Math.min(...values) : Math.max(...values)
      const target = G19_TARGETS[metric.key]
      context.runner.record({
        goal: `G19 ${metric.label}`,
        size: context.size,
        measure: `Lighthouse mobile preset, ${metric.label}: the worst of home, directory results and a tool page, each the median of ${RUNS} runs`,
        comparator: metric.comparator,
        target,
        measured: round(worst, 3),
        verdict: meets(worst, metric.comparator, target) ? 'pass' : 'fail',
        attempts: 1,
        context: `${audited.map((page) => `${page.name} ${formatNumber(page.figures[metric.key])}`).join(', ')}; benchmarkIndex ${Math.round(benchmarkIndex)}`,
      })
    }
  },
}
