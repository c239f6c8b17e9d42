/**
 * G24: the admin tool screen usable within 1 s of opening. Headless Chromium (playwright-core), signed in as an
 * admin, opens /admin/tools in a fresh browser context each time (empty HTTP cache, as a first visit of the day)
 * and waits for the table's first row: the figure is the time from the navigation's start to that row being
 * visible (performance.now() in the page, whose origin is the navigation's start). No CPU slowdown: the back
 * office is used on desktops. Runs at every size, since the list's answer depends on the catalog.
 */
import { launchChromium } from '@kitly/web/e2e/chromium'
import { goal } from '../goals.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { meets, percentile } from '../protocol/stats.ts'
import { adminCookie } from './admin-list-latency.ts'
import { requireWeb, type Suite } from './context.ts'

/** Openings measured, after one warm-up (the server's first answers fill its caches and Postgres's). */
const OPENINGS = 9
const ROW_TIMEOUT_MS = 15_000

/** The session cookie of `adminCookie` ("name=value; …") as browser cookies for `url`. */
const cookiesFor = (header: string, url: string) =>
  header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=')
    return { name, value: value.join('='), url }
  })

export const adminScreen: Suite = {
  name: 'Admin tool screen: first rows visible',
  goals: ['G24'],
  needsWeb: true,
  runsIn: () => true,
  async run(context) {
    requireWeb(context)
    const cookies = cookiesFor(await adminCookie(context), context.kitly.url)
    const browser = await launchChromium()
    const samples: number[] = []
    try {
      for (let opening = 0; opening <= OPENINGS; opening++) {
        const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        try {
          await browserContext.addCookies(cookies)
          const page = await browserContext.newPage()
          await page.goto(`${context.kitly.url}/admin/tools`, { waitUntil: 'commit' })
          await page.locator('table tbody tr').first().waitFor({ state: 'visible', timeout: ROW_TIMEOUT_MS })
          const elapsed = (await page.evaluate('performance.now()')) as number
          if (opening > 0) samples.push(elapsed)
        } finally {
          await browserContext.close()
        }
      }
    } finally {
      await browser.close()
    }
    const [p50, p90, worst] = [50, 90, 100].map((p) => percentile(samples, p)) as [number, number, number]
    const target = goal('G24').targets[context.size] ?? null
    context.runner.record({
      goal: 'G24',
      size: context.size,
      measure: goal('G24').ratio,
      comparator: '<=',
      target,
      measured: round(p90, 1),
      verdict: target === null ? 'info' : meets(p90, '<=', target) ? 'pass' : 'fail',
      attempts: 1,
      context: `p50 ${formatNumber(p50)} / p90 ${formatNumber(p90)} / worst ${formatNumber(worst)} ms over ${samples.length} openings`,
    })
  },
}
