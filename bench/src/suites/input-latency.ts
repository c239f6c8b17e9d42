/**
 * G20: keystroke → results painted in the directory (/tools), in headless Chromium driven by playwright-core with
 * the renderer's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), on loopback against the real Kitly. Distinct
 * rotated queries (the G10 mix: tail words, head pairs, one-edit typos) are typed into the search box at a fast
 * typist's pace; a script in the page (measure/results-painted.js) times the last keydown to the first frame
 * painted with that query's results. Measure: p75 ÷ 200 ms (INP's "good" threshold, W1), the median of three browser
 * sessions' figures.
 * https://chromedevtools.github.io/devtools-protocol/tot/Emulation/#method-setCPUThrottlingRate
 */
import path from 'node:path'
import { launchChromium } from '@kitly/web/e2e/chromium'
import { mixedRotation } from '../data/queries.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { percentile } from '../protocol/stats.ts'
import { recordRepeated, requireWeb, type Suite } from './context.ts'

const CPU_SLOWDOWN = 4
/** INP's "good" threshold (W1): the goal's denominator. */
const INP_GOOD_MS = 200
const KEY_INTERVAL_MS = 100
/** Browser sessions, each a repeat of the measure (p75 of its queries), judged by the protocol's dispersion rule. */
const SESSIONS = 3
/** Timed queries per session, after one warm-up: 2-5 s each at 4× slowdown on a shared 2-core machine. */
const QUERIES = 10
const RESULTS_TIMEOUT_MS = 15_000
const PAGE_SCRIPT = path.join(import.meta.dirname, '../measure/results-painted.js')

type Session = { samples: number[]; errors: number }

export const inputLatency: Suite = {
  name: 'Keystroke to results painted',
  goals: ['G20'],
  needsWeb: true,
  // A few minutes on this machine class: the full run only, once (nothing here depends on the catalog's size).
  runsIn: ({ size, quick }) => size === 'S' && !quick,
  async run(context) {
    requireWeb(context)
    // Distinct queries, none typed twice in the run: a repeated one would be painted from the page's cache before its
    // request answers.
    const queries = [...new Set(mixedRotation(context.queries).map((query) => query.q))]
    const sessions: Session[] = []
    for (let i = 0; i < SESSIONS; i++) {
      const own = queries.slice(i * (QUERIES + 1), (i + 1) * (QUERIES + 1))
      sessions.push(await typeInSession(context.kitly.url, own, context.log))
    }
    const samples = sessions.flatMap((session) => session.samples)
    const errors = sessions.reduce((sum, session) => sum + session.errors, 0)
    const [p50, p75, p95] = [50, 75, 95].map((p) => percentile(samples, p)) as [number, number, number]
    context.extra.g20 = sessions.map((session) => ({ ...session, samples: session.samples.map((s) => round(s, 1)) }))
    recordRepeated(
      context,
      'G20',
      sessions.map((session) => percentile(session.samples, 75) / INP_GOOD_MS),
      `all ${samples.length} queries: p50 ${formatNumber(p50)} / p75 ${formatNumber(p75)} / p95 ${formatNumber(p95)} ms, ` +
        `${KEY_INTERVAL_MS} ms between keys` +
        (errors > 0 ? `; ${errors} queries without results painted within ${RESULTS_TIMEOUT_MS / 1000} s` : ''),
      { failed: errors > 0 },
    )
  },
}

/** One browser session on /tools typing `queries` in turn; the first pays for the page's first search (a warm-up). */
async function typeInSession(url: string, queries: readonly string[], log: (line: string) => void): Promise<Session> {
  const browser = await launchChromium()
  const session: Session = { samples: [], errors: 0 }
  try {
    const page = await browser.newPage()
    await page.addInitScript({ path: PAGE_SCRIPT })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${url}/tools`)
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
        if (index > 0) session.samples.push(elapsed)
      } catch (error) {
        session.errors++
        log(`  "${query}": ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      }
    }
  } finally {
    await browser.close()
  }
  return session
}
