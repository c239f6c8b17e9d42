/**
 * G20: keystroke → results painted in the directory (/tools), in headless Chromium driven by playwright-core with
 * the renderer's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), on loopback against the real Kitly. Distinct
 * rotated queries (the G10 mix: tail words, head pairs, one-edit typos) are typed into the search box at a fast
 * typist's pace; a script in the page (measure/results-painted.js) times the last keydown to the first frame
 * painted with that query's results. Measure: p75 ÷ 200 ms (INP's "good" threshold, W1).
 * https://chromedevtools.github.io/devtools-protocol/tot/Emulation/#method-setCPUThrottlingRate
 */
import path from 'node:path'
import { launchChromium } from '@kitly/web/e2e/chromium'
import { mixedRotation } from '../data/queries.ts'
import { goal } from '../goals.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { meets, percentile } from '../protocol/stats.ts'
import { requireWeb, type Suite } from './context.ts'

const CPU_SLOWDOWN = 4
/** INP's "good" threshold (W1): the goal's denominator. */
const INP_GOOD_MS = 200
const KEY_INTERVAL_MS = 100
/** Timed queries, after one warm-up: 2-5 s each at 4× slowdown on a shared 2-core machine. */
const QUERIES = 20
const RESULTS_TIMEOUT_MS = 15_000
const PAGE_SCRIPT = path.join(import.meta.dirname, '../measure/results-painted.js')

export const inputLatency: Suite = {
  name: 'Keystroke to results painted',
  goals: ['G20'],
  needsWeb: true,
  // A few minutes on this machine class: the full run only, once (nothing here depends on the catalog's size).
  runsIn: ({ size, quick }) => size === 'S' && !quick,
  async run(context) {
    requireWeb(context)
    // Distinct queries: a repeated one would be painted from the page's cache before its request answers.
    const queries = [...new Set(mixedRotation(context.queries).map((query) => query.q))].slice(0, QUERIES + 1)
    const browser = await launchChromium()
    const samples: number[] = []
    let errors = 0
    try {
      const page = await browser.newPage()
      await page.addInitScript({ path: PAGE_SCRIPT })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(`${context.kitly.url}/tools`)
      await page
        .getByRole('status')
        .filter({ hasText: /found$/ })
        .waitFor()
      const box = page.getByRole('searchbox', { name: 'Search tools' })
      for (const [index, query] of queries.entries()) {
        await box.selectText()
        await page.evaluate(`kitlyBench.expect(${JSON.stringify(query)})`)
        await page.keyboard.type(query, { delay: KEY_INTERVAL_MS })
        try {
          const elapsed = (await page.evaluate(`kitlyBench.painted(${RESULTS_TIMEOUT_MS})`)) as number
          // The first query pays for the page's first search: a warm-up, not a sample.
          if (index > 0) samples.push(elapsed)
        } catch (error) {
          errors++
          context.log(`  "${query}": ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
        }
      }
    } finally {
      await browser.close()
    }
    const [p50, p75, p95] = [50, 75, 95].map((p) => percentile(samples, p)) as [number, number, number]
    const ratio = p75 / INP_GOOD_MS
    const target = goal('G20').targets.S ?? Number.NaN
    context.extra.g20 = { samples: samples.map((sample) => round(sample, 1)), errors }
    context.runner.record({
      goal: 'G20',
      size: context.size,
      measure: `keystroke → results painted p75 ÷ ${INP_GOOD_MS} ms (INP good), ${CPU_SLOWDOWN}× CPU slowdown`,
      comparator: '<=',
      target,
      measured: round(ratio, 3),
      verdict: errors === 0 && meets(ratio, '<=', target) ? 'pass' : 'fail',
      attempts: 1,
      context: `p50 ${formatNumber(p50)} / p75 ${formatNumber(p75)} / p95 ${formatNumber(p95)} ms over ${samples.length} queries, ${KEY_INTERVAL_MS} ms between keys`,
      ...(errors > 0
        ? { note: `${errors} queries without results painted within ${RESULTS_TIMEOUT_MS / 1000} s` }
        : {}),
    })
  },
}
