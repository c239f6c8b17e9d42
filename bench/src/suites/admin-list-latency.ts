/**
 * G22 and G23: pages of the admin lists through the real Kitly process, signed in as an admin, open loop at 50 % of
 * each kind's closed-loop peak, percentiles from the server's own timings pooled over the kind's windows; the figure
 * is the worst kind's p99.
 * - G22, the tool list: the first page in the default sort, a deep page (by cursor, as the screen asks), a name with
 *   a typo (the trigram path), words of the short descriptions (their trigram index), and
 *   a filtered page sorted by name.
 * - G23, registered users and reviews (M: 10k and 50k, infra/load-people.ts): each list's first page, a search, and
 *   a sort on another column.
 */
import { sql } from '@kitly/db'
import { z } from 'zod'
import { createRandom, deriveSeed, type Random } from '../data/random.ts'
import { applyEdit } from '../data/typos.ts'
import { loadPeople, reviewSearchTerms, userSearchTerms } from '../infra/load-people.ts'
import { httpWindow, timedHttpWindow } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import { formatNumber, round, statisticOf, type WindowResult } from '../protocol/interleave.ts'
import { recordGoal, type Suite, type SuiteContext } from './context.ts'

const LOAD_SHARE = 0.5
/**
 * Open-loop windows per kind, their samples pooled, as G10's are: a p99 of one 2-s window at 29 req/s was its largest
 * of 58 samples, so one pause anywhere on the machine decided the goal.
 */
const KIND_WINDOWS = 3
const KIND_WINDOW_SECONDS = 4
/** Distinct paths per kind: more than its peak window and its measured windows send, so none is sent twice. */
const PATHS_PER_KIND = 2_000

/** An admin's session cookie: signed up through the API, then promoted in the database, as the browser tests do. */
export async function adminCookie(context: SuiteContext): Promise<string> {
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

/** How to make the n-th path of one kind of page. */
type Kinds = Record<string, (n: number) => string>

/** Measures every kind of `route`'s pages, one window each; answers the worst p99 and a figure per kind. */
async function measureKinds(context: SuiteContext, headers: Record<string, string>, route: string, kinds: Kinds) {
  const figures: string[] = []
  let worst = 0
  let errors = 0
  for (const [kind, path] of Object.entries(kinds)) {
    const paths = new Rotation(Array.from({ length: PATHS_PER_KIND }, (_, n) => path(n)))
    const base = { baseUrl: context.kitly.url, paths, seconds: context.windowSeconds, headers }
    const peakWindow = await httpWindow(base)
    const rate = (LOAD_SHARE * peakWindow.count) / peakWindow.seconds
    const windows: WindowResult[] = []
    for (let i = 0; i < KIND_WINDOWS; i++)
      windows.push(
        await timedHttpWindow({ ...base, seconds: KIND_WINDOW_SECONDS, rate, timings: context.timings, route }),
      )
    const p99 = statisticOf(windows, 'p99')
    worst = Math.max(worst, p99)
    errors += peakWindow.errors + windows.reduce((sum, window) => sum + window.errors, 0)
    const perWindow = windows.map((window) => formatNumber(statisticOf([window], 'p99'))).join(', ')
    figures.push(
      `${kind}: p50 ${formatNumber(statisticOf(windows, 'p50'))} / p99 ${formatNumber(p99)} ms at ${Math.round(rate)} req/s (${windows.reduce((sum, window) => sum + window.count, 0)} requests; per-window p99 ${perWindow})`,
    )
    context.log(`  ${route} ${figures.at(-1)}`)
  }
  return { worst, figures, errors }
}

function record(context: SuiteContext, goal: string, results: Awaited<ReturnType<typeof measureKinds>>[]) {
  const worst = Math.max(...results.map((result) => result.worst))
  const errors = results.reduce((sum, result) => sum + result.errors, 0)
  const figures = results.flatMap((result) => result.figures).join('; ')
  recordGoal(context, goal, round(worst, 3), `${figures}${errors > 0 ? `; ${errors} failed` : ''}`)
}

const seededRandom = (context: SuiteContext, label: string): Random =>
  createRandom(deriveSeed(context.dataset.seed, `${label}-${context.size}`))

/** The tool list's kinds: the offsets, typos and sorts vary so no answer is served twice in a row. */
async function toolKinds(context: SuiteContext): Promise<Kinds> {
  const random = seededRandom(context, 'admin-list')
  const total = await context.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM tools`)
  // The last tenth of the catalog by the default sort, paged as the screen pages it: by the tool each page follows.
  const deepStart = Math.floor(total * 0.9)
  const deepTools = await context.db.anyFirst(sql.type(z.object({ id: z.number() }))`
    SELECT id FROM tools ORDER BY created_at DESC, id DESC OFFSET ${deepStart} LIMIT ${Math.floor(total * 0.09)}`)
  const names = context.dataset.tools.map((tool) => tool.name)
  const descriptions = context.dataset.tools.map((tool) => tool.short_description.split(' ').slice(1))
  return {
    first: (n) => `/api/admin/tools?_t=${n}`,
    deep: () => {
      const at = Math.floor(random.next() * deepTools.length)
      return `/api/admin/tools?after=${deepTools[at]}&offset=${deepStart + at + 1}`
    },
    typo: () => `/api/admin/tools?q=${encodeURIComponent(applyEdit(random.pick(names).toLowerCase(), random))}`,
    words: () => `/api/admin/tools?q=${encodeURIComponent(descriptionWords(random.pick(descriptions), random))}`,
    filtered: (n) =>
      `/api/admin/tools?status=active&pricing_model=${['Free', 'Freemium', 'Paid'][n % 3]}&sort=name&order=${n % 2 ? 'asc' : 'desc'}&offset=${50 * (n % 20)}`,
  }
}

/** Two neighbouring words of a short description (its name left out): what an admin recalls of a tool. */
function descriptionWords(words: readonly string[], random: Random) {
  const at = Math.floor(random.next() * Math.max(1, words.length - 1))
  return words.slice(at, at + 2).join(' ')
}

const direction = (n: number) => (n % 2 ? 'asc' : 'desc')

export const adminListLatency: Suite = {
  name: 'HTTP latency: admin tool list pages',
  goals: ['G22'],
  runsIn: () => true,
  async run(context) {
    const headers = { cookie: await adminCookie(context) }
    record(context, 'G22', [await measureKinds(context, headers, 'GET /api/admin/tools', await toolKinds(context))])
  },
}

export const adminPeopleListLatency: Suite = {
  name: 'HTTP latency: admin user and review list pages',
  goals: ['G23'],
  runsIn: () => true,
  async run(context) {
    const people = await loadPeople(context.db, context.dataset.tools.length)
    context.log(`  ${people.users} users, ${people.reviews} reviews`)
    const headers = { cookie: await adminCookie(context) }
    const random = seededRandom(context, 'admin-people')
    const users = await measureKinds(context, headers, 'GET /api/admin/registered-users', {
      first: (n) => `/api/admin/registered-users?_t=${n}`,
      search: (n) => `/api/admin/registered-users?q=${random.pick(userSearchTerms)}&offset=${50 * (n % 4)}`,
      sort: (n) => `/api/admin/registered-users?sort=name&order=${direction(n)}&offset=${50 * (n % 20)}`,
    })
    const reviews = await measureKinds(context, headers, 'GET /api/admin/reviews', {
      first: (n) => `/api/admin/reviews?_t=${n}`,
      search: (n) => `/api/admin/reviews?q=${random.pick(reviewSearchTerms)}&offset=${50 * (n % 4)}`,
      sort: (n) => `/api/admin/reviews?sort=rating&order=${direction(n)}&offset=${50 * (n % 20)}`,
    })
    record(context, 'G23', [users, reviews])
  },
}
