/**
 * G22: pages of the admin tool list (GET /api/admin/tools) through the real Kitly process, signed in as an admin,
 * open loop at 50 % of the route's closed-loop peak, percentiles from the server's own timings. Four kinds, each
 * in a window of its own: the first page in the default sort, a deep page, a name with a typo (the trigram path),
 * and a filtered page sorted by name. The figure is the worst kind's p99.
 */
import { sql } from '@kitly/db'
import { z } from 'zod'
import { createRandom, deriveSeed } from '../data/random.ts'
import { applyEdit } from '../data/typos.ts'
import { httpWindow, timedHttpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import { formatNumber, round, statisticOf } from '../protocol/interleave.ts'
import { recordGoal, type Suite, type SuiteContext } from './context.ts'

const ADMIN_LIST_ROUTE = 'GET /api/admin/tools'
const LOAD_SHARE = 0.5
/** Distinct paths per kind: a window never repeats one sooner than this. */
const PATHS_PER_KIND = 200

/** An admin's session cookie: signed up through the API, then promoted in the database, as the browser tests do. */
async function adminCookie(context: SuiteContext): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.com`
  const response = await fetch(`${context.kitly.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email, mobile: '+44 20 7946 0000', password: 'Analytical1!' }),
  })
  if (response.status !== 201) throw new Error(`POST /api/auth/signup answered ${response.status}`)
  await context.db.query(sql.typeAlias('void')`UPDATE users SET role = 'admin' WHERE email = ${email}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The paths of each kind, rotated: the offsets, typos and sorts vary so no answer is served twice in a row. */
async function adminListPaths(context: SuiteContext): Promise<Record<string, string[]>> {
  const random = createRandom(deriveSeed(context.dataset.seed, `admin-list-${context.size}`))
  const total = await context.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM tools`)
  const names = context.dataset.tools.map((tool) => tool.name)
  const kinds = {
    first: (n: number) => `/api/admin/tools?_t=${n}`,
    // The last tenth of the catalog, by the default sort.
    deep: () => `/api/admin/tools?offset=${Math.floor(total * (0.9 + 0.09 * random.next()))}`,
    typo: () => `/api/admin/tools?q=${encodeURIComponent(applyEdit(random.pick(names).toLowerCase(), random))}`,
    filtered: (n: number) =>
      `/api/admin/tools?status=active&pricing_model=${['Free', 'Freemium', 'Paid'][n % 3]}&sort=name&order=${n % 2 ? 'asc' : 'desc'}&offset=${50 * (n % 20)}`,
  }
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, path]) => [kind, Array.from({ length: PATHS_PER_KIND }, (_, n) => path(n))]),
  )
}

export const adminListLatency: Suite = {
  name: 'HTTP latency: admin tool list pages',
  goals: ['G22'],
  runsIn: () => true,
  async run(context) {
    const headers = { cookie: await adminCookie(context) }
    const figures: string[] = []
    let worst = 0
    let errors = 0
    for (const [kind, paths] of Object.entries(await adminListPaths(context))) {
      const base = { baseUrl: context.kitly.url, paths: new Rotation(paths), seconds: context.windowSeconds, headers }
      const peakWindow = await httpWindow(base)
      const rate = (LOAD_SHARE * peakWindow.count) / peakWindow.seconds
      const window = await timedHttpWindow({ ...base, rate, timings: context.timings, route: ADMIN_LIST_ROUTE })
      const p99 = statisticOf([window], 'p99')
      worst = Math.max(worst, p99)
      errors += window.errors + peakWindow.errors
      figures.push(
        `${kind}: p50 ${formatNumber(statisticOf([window], 'p50'))} / p99 ${formatNumber(p99)} ms at ${Math.round(rate)} req/s`,
      )
      context.log(`  ${kind}: ${figures.at(-1)}`)
    }
    recordGoal(context, 'G22', round(worst, 3), `${figures.join('; ')}${errors > 0 ? `; ${errors} failed` : ''}`)
  },
}
