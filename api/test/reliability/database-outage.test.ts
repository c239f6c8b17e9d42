/**
 * Database outage: a listening Kitly on a Postgres of its own, under steady reads and writes, loses its
 * database for a few seconds and gets it back. During the outage every request fails fast with 503 and a
 * sentence, and /api/ready says not ready; afterwards the server recovers by itself within 5 seconds; every
 * acknowledged write is stored, none sent while Postgres was down is, and nothing is stored in part.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { createAdmin, createTool } from '../factories.ts'
import { type OwnPostgres, startOwnPostgres } from './own-postgres.ts'
import { isWrite, mixedOperation, runTraffic, type Sent } from './traffic.ts'

const REQUESTS_PER_SECOND = 25
/** Generous: a request that needs longer than this is hanging. */
const REQUEST_BOUND_MS = 15_000
const OUTAGE_MS = 4_000
const RECOVERY_BOUND_MS = 5_000

let postgres: OwnPostgres
let app: FastifyInstance
let base: string
let tools: { id: number; slug: string }[]

beforeAll(async () => {
  postgres = await startOwnPostgres()
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    DATA_DIR: postgres.dataDir,
    // The pool gives up on a database step stalled for a connection plus a statement timeout
    // (src/db/outage-guard.ts): short here, so that happens well within REQUEST_BOUND_MS.
    DB_STATEMENT_TIMEOUT_MS: '2000',
  })
  app = await buildApp({ ...config, databaseUrl: postgres.url })
  base = await app.listen({ port: 0, host: '127.0.0.1' })
  tools = await Promise.all(Array.from({ length: 5 }, () => createTool(app.db)))
  // Every contact message then queues a notification for the admin, besides the sender's acknowledgement.
  await createAdmin(app.db)
}, 120_000)
afterAll(async () => {
  await app?.close()
  await postgres?.destroy()
})

const readiness = () =>
  fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) }).then(
    (response) => response.status,
    () => 0,
  )

/** Milliseconds until /api/ready answers 200, polled every 100 ms. */
async function timeUntilReady(limitMs: number): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if ((await readiness()) === 200) return Date.now() - start
    await delay(100)
  }
  return Number.POSITIVE_INFINITY
}

const Marker = z.object({ marker: z.string() })
const ToolRatings = z.object({ id: z.number(), review_count: z.number(), counted: z.number(), in_step: z.boolean() })

const slowest = (list: Sent[]) => Math.max(...list.map((each) => each.endedAt - each.startedAt))

const summary = (list: Sent[]) =>
  list.map(({ kind, marker, status, error }) => ({ kind, ...(marker ? { marker } : {}), status, error }))

/**
 * Each write's rows all committed together: a review with its tool's recount, a contact message with its two
 * mails (the sender's acknowledgement, the admin's notification), which the mail worker turns into files.
 */
async function expectWholeWrites(): Promise<void> {
  const ratings = await app.db.any(sql.type(ToolRatings)`
    SELECT t.id, t.review_count, count(r.id)::int AS counted,
           t.rating = coalesce(round(avg(r.rating), 2), 0) AS in_step
    FROM tools t LEFT JOIN reviews r ON r.tool_id = t.id GROUP BY t.id`)
  for (const tool of ratings) expect(tool).toEqual({ ...tool, review_count: tool.counted, in_step: true })

  const count = z.object({ n: z.number() })
  await expect
    .poll(() => app.db.oneFirst(sql.type(count)`SELECT count(*)::int AS n FROM mail_outbox`), { timeout: 60_000 })
    .toBe(0)
  const inquiries = await app.db.oneFirst(sql.type(count)`SELECT count(*)::int AS n FROM contact_inquiries`)
  expect(readdirSync(path.join(postgres.dataDir, 'mail')).length).toBe(2 * inquiries)
}

describe('database outage under load', () => {
  it('answers 503 fast while Postgres is down, recovers by itself, and loses or half-applies no write', async () => {
    const traffic = new AbortController()
    const running = runTraffic({
      base,
      perSecond: REQUESTS_PER_SECOND,
      plan: (index) => mixedOperation(index, tools, 'outage'),
      signal: traffic.signal,
      timeoutMs: REQUEST_BOUND_MS,
    })
    await delay(2_000)
    await postgres.stop()
    const downAt = Date.now()
    await delay(OUTAGE_MS / 2)
    const readyDuringOutage = await readiness()
    await delay(OUTAGE_MS / 2)
    const restartAt = Date.now()
    await postgres.start()
    const recoveryMs = await timeUntilReady(30_000)
    const recoveredAt = Date.now()
    await delay(2_000)
    traffic.abort()
    const sent = await running

    const duringOutage = sent.filter((each) => each.startedAt >= downAt && each.endedAt <= restartAt)
    const afterRecovery = sent.filter((each) => each.startedAt >= recoveredAt)
    const failed = sent.filter((each) => each.status >= 300)
    console.log(
      `database outage: ${sent.length} requests, ${failed.length} failed (${duringOutage.length} sent while down), ` +
        `slowest answer while down ${slowest(duringOutage)} ms (of all ${slowest(sent)} ms), ` +
        `ready again ${recoveryMs} ms after Postgres restarted`,
    )

    expect(readyDuringOutage).toBe(503)
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_BOUND_MS)
    // Every request was answered in time, and the only failure is "database unavailable".
    expect(summary(sent.filter((each) => each.status === 0 || (each.status >= 300 && each.status !== 503)))).toEqual([])
    for (const each of failed) expect(each.error).toMatch(/database/i)
    expect(duringOutage.length).toBeGreaterThan(10)
    expect(summary(duringOutage.filter((each) => each.status !== 503))).toEqual([])
    expect(summary(afterRecovery.filter((each) => each.status >= 300))).toEqual([])

    // An acknowledged write is stored. A refused one is not, unless it was in flight as Postgres stopped and
    // committed just before its connection was cut (the answer to COMMIT lost): then it is stored whole.
    const stored = new Set(
      await app.db.anyFirst(sql.type(Marker)`
        SELECT content AS marker FROM reviews UNION ALL SELECT message AS marker FROM contact_inquiries`),
    )
    const writes = sent.filter(isWrite)
    expect(writes.filter((each) => each.status < 300).length).toBeGreaterThan(0)
    expect(summary(writes.filter((each) => each.status < 300 && !stored.has(each.marker ?? '')))).toEqual([])
    const refusedYetStored = writes.filter((each) => each.status >= 300 && stored.has(each.marker ?? ''))
    expect(summary(refusedYetStored.filter((each) => each.startedAt >= downAt))).toEqual([])
    await expectWholeWrites()
  }, 120_000)
})
