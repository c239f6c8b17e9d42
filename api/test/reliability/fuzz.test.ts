/**
 * Fuzzing every route of Fastify's route table, as a visitor, a signed-in user and an admin: plausible
 * requests from each route's zod schemas and hostile variants (request-arbitrary.ts). Every answer must
 * be below 500; every 4xx JSON answer must carry a readable `error`; a rejected request must leave the
 * database as it was (db-snapshot.ts). `pnpm test` runs a fixed seed and a few requests per route and
 * actor; `pnpm fuzz` runs more (FUZZ_RUNS per route and actor, FUZZ_SEED).
 */

import { sql } from '@kitly/db'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionToken } from '../../src/auth/sessions.ts'
import { freshClientIp, signInAs } from '../session.ts'
import { type DatabaseWatch, watchDatabase } from './db-snapshot.ts'
import { type FuzzRequest, requestArbitrary } from './request-arbitrary.ts'
import { buildAppWithRoutes, type TableRoute } from './route-table.ts'
import { type Actor, accountOf, paramsFor, restoreUsers, seedWorld, type World } from './world.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const FUZZ_ACTORS: readonly Actor[] = ['visitor', 'user', 'admin']

const { app, routes } = await buildAppWithRoutes()
// The web build's files take no input; everything else is fuzzed. Deletions last, so the data the other
// routes name is still there when they run.
const fuzzed = routes()
  .filter((route) => !route.staticFile)
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE') || a.key.localeCompare(b.key))

let world: World
let watch: DatabaseWatch
const cookies = new Map<Actor, string>()
let tried = 0
let rejected = 0

beforeAll(async () => {
  world = await seedWorld(app)
  watch = await watchDatabase(app.db)
  await resetActors()
})
afterAll(async () => {
  console.log(
    `fuzz: ${tried} requests tried (${rejected} rejected with a 4xx) on ${fuzzed.length} routes × ${FUZZ_ACTORS.length} actors, ` +
      `${RUNS} per route and actor, seed ${SEED}`,
  )
  await app.close()
})

/** After an accepted request: the seeded accounts as they were, and a live session for each actor. */
async function resetActors(): Promise<void> {
  await restoreUsers(app, world)
  for (const actor of FUZZ_ACTORS) {
    const account = accountOf(world, actor)
    const cookie = cookies.get(actor)
    if (account && !(cookie && (await isSignedIn(cookie)))) cookies.set(actor, await signInAs(app, account))
  }
  // What the request and this reset wrote is the new baseline.
  await watch.changedTables()
}

/** The cookie's session still exists (a sign-out, password change or deactivation ends it). */
async function isSignedIn(cookie: string): Promise<boolean> {
  const tokenHash = hashSessionToken(cookie.split('=')[1] ?? '')
  return (
    tokenHash !== null &&
    app.db.exists(sql.typeAlias('void')`SELECT FROM sessions WHERE token_hash = ${sql.binary(tokenHash)}`)
  )
}

function send(actor: Actor, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const cookie = cookies.get(actor)
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'x-forwarded-for': freshClientIp(),
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  })
}

/** Internals an error message must never show: stack traces, SQL, driver and JavaScript errors. */
const LEAK = /\bat .+:\d+:\d+|\[object |syntax error at|violates|relation "|column "|TypeError|ReferenceError/

/** An error's message: Kitly's `{ error: message }`, or JSON-RPC's `{ error: { code, message } }` (the MCP server). */
function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof error === 'object' && typeof message === 'string' ? message : null
}

/** What is wrong with the answer to a request, or null. */
function problemWith(response: LightMyRequestResponse, url: string): string | null {
  const status = response.statusCode
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`
  if (status < 400) return null
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json')
  if (!isJson) return url.startsWith('/api/') ? `answered ${status} without JSON: ${response.body.slice(0, 100)}` : null
  const error = errorMessage(response.json<{ error?: unknown }>().error)
  if (error === null || !/[A-Za-z]{3}/.test(error)) return `answered ${status} without a readable error`
  if (LEAK.test(error)) return `answered ${status} with internals in its error: ${error.slice(0, 200)}`
  return null
}

const seedFor = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED)

const describeRequest = (request: FuzzRequest) =>
  `${request.label}: ${request.method} ${request.url.slice(0, 160)}${
    typeof request.payload === 'string' ? ` ${request.payload.slice(0, 160)}` : ''
  }`

async function fuzzRoute(route: TableRoute, actor: Actor): Promise<string[]> {
  const requests = fc.sample(requestArbitrary(route, paramsFor(world, route.url)), {
    seed: seedFor(`${route.key} ${actor}`),
    numRuns: RUNS,
  })
  const problems: string[] = []
  for (const request of requests) {
    const response = await send(actor, request)
    tried += 1
    const problem = problemWith(response, request.url)
    if (problem) problems.push(`${problem}\n    after ${describeRequest(request)}`)
    if (response.statusCode >= 400 && response.statusCode < 500) {
      rejected += 1
      const changed = await watch.changedTables()
      if (changed.length > 0) {
        problems.push(
          `rejected with ${response.statusCode} but changed ${changed.join(', ')}\n    after ${describeRequest(request)}`,
        )
      }
    } else {
      await resetActors()
    }
  }
  return problems
}

describe('the database watch', () => {
  it('sees a committed write, and neither a rolled-back one nor a volatile column', async () => {
    await watch.changedTables()
    const rename = sql.typeAlias('void')`
      UPDATE contact_inquiries SET admin_notes = coalesce(admin_notes, '') || '!' WHERE id = ${world.inquiryId}`
    await app.db.query(rename)
    expect(await watch.changedTables()).toEqual(['contact_inquiries'])
    await app.db
      .transaction(async (tx) => {
        await tx.query(rename)
        throw new Error('roll back')
      })
      .catch(() => {})
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET click_count = click_count + 1`)
    expect(await watch.changedTables()).toEqual([])
  })
})

describe.each(FUZZ_ACTORS)('fuzzing every route as %s', (actor) => {
  it.each(fuzzed.map((route) => [route.key, route] as const))(
    '%s: no 5xx, readable 4xx, nothing written when rejected',
    async (_key, route) => {
      expect(await fuzzRoute(route, actor)).toEqual([])
    },
    // Some requests are slow by design (password hashing, PDFs, megabyte bodies).
    30_000 + RUNS * 1_000,
  )
})
