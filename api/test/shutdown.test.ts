/**
 * Graceful shutdown under load: SIGTERM reaches `kitly start` while requests are still arriving. The
 * listening socket closes at once (new connections are refused), the requests already in flight finish and
 * are stored, the embedded Postgres stops cleanly, and the process exits 0.
 *
 * A request is kept in flight deterministically by sending half its body before the signal and the rest after.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { startEmbeddedPostgres } from '@kitly/db/embedded'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type KitlyProcess, startKitly, stopKitly } from './kitly-process.ts'
import { freshClientIp } from './session.ts'

const IN_FLIGHT = 5
/** Generous, for a busy machine: the server's own grace period is 5 seconds. */
const EXIT_BOUND_MS = 30_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-shutdown-'))
chmodSync(dataDir, 0o755)
let kitly: KitlyProcess | undefined
afterAll(async () => {
  // Only when the test failed before the process ended.
  if (kitly?.child.exitCode === null) kitly.child.kill('SIGKILL')
  await kitly?.exited
  rmSync(dataDir, { recursive: true, force: true })
})

type SlowRequest = { finish(): void; answer: Promise<{ status: number; body: string }> }

/** A POST whose first half is sent now and the rest on `finish()`: in flight until then. */
function slowPost(baseUrl: string, pathname: string, payload: object): SlowRequest {
  const body = Buffer.from(JSON.stringify(payload))
  const half = Math.floor(body.length / 2)
  let finish = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'x-forwarded-for': freshClientIp(),
      },
    })
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    outgoing.write(body.subarray(0, half))
    finish = () => outgoing.end(body.subarray(half))
  })
  return { finish: () => finish(), answer }
}

/** The error code of a request on a new connection (never a kept-alive one), or null when answered. */
const newConnectionError = (baseUrl: string) =>
  new Promise<string | null>((resolve) => {
    const probe = request(`${baseUrl}/api/health`, { agent: false })
    probe.on('response', (response) => resolve(response.resume() && null))
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    probe.end()
  })

/**
 * Polls until a new connection is refused; the last outcome otherwise. (One accepted just as the server
 * stops listening may be reset instead: the refusal must follow.)
 */
async function refusalOfNewConnections(baseUrl: string, withinMs: number): Promise<string> {
  const deadline = Date.now() + withinMs
  let outcome: string | null = null
  while (Date.now() < deadline && outcome !== 'ECONNREFUSED') {
    outcome = await newConnectionError(baseUrl)
    await delay(50)
  }
  return outcome ?? 'still accepting'
}

async function storedMessages(): Promise<string[]> {
  const postgres = await startEmbeddedPostgres({ dataDir })
  const client = new pg.Client({ connectionString: postgres.urlFor('kitly') })
  try {
    await client.connect()
    return (await client.query<{ message: string }>('SELECT message FROM contact_inquiries')).rows.map(
      (row) => row.message,
    )
  } finally {
    await client.end()
    await postgres.stop()
  }
}

describe('kitly start, stopped under load', () => {
  it('finishes the requests in flight, refuses new connections, stops Postgres and exits 0', async () => {
    const server = await startKitly({ DATA_DIR: dataDir, SEED_ON_START: 'false', TRUST_PROXY: 'loopback' })
    kitly = server
    const messages = Array.from({ length: IN_FLIGHT }, (_unused, index) => `in flight at shutdown ${index}`)
    const inFlight = messages.map((message) =>
      slowPost(server.baseUrl, '/api/contact', { email: 'late@example.com', query_type: 'general', message }),
    )
    // Let the server receive the first halves before the signal.
    await delay(500)
    const exitCode = stopKitly(server)
    const refusal = await refusalOfNewConnections(server.baseUrl, 10_000)
    for (const each of inFlight) each.finish()
    const answers = await Promise.all(inFlight.map((each) => each.answer))
    const code = await Promise.race([exitCode, delay(EXIT_BOUND_MS, 'no exit')])

    expect(refusal).toBe('ECONNREFUSED')
    expect(answers.map((answer) => answer.status)).toEqual(messages.map(() => 201))
    expect(code, server.output()).toBe(0)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    expect((await storedMessages()).sort()).toEqual(messages)
  }, 180_000)
})
