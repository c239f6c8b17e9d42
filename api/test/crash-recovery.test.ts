/**
 * Recovery after a crash: `kitly start` killed with SIGKILL (as the OOM killer or `kill -9` does) while
 * writes are arriving leaves its embedded Postgres running with no owner. The next start on the same DATA_DIR
 * stops that orphan, says so in one line, and is ready within 30 s, with every acknowledged write kept and
 * nothing else half-written.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '@kitly/db/embedded'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type KitlyProcess, startKitly, stopKitly } from './kitly-process.ts'
import { freshClientIp } from './session.ts'

const WRITERS = 4
const ACKNOWLEDGED_BEFORE_KILL = 40
const READY_AFTER_CRASH_MS = 30_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-crash-'))
chmodSync(dataDir, 0o755)
const environment = { DATA_DIR: dataDir, SEED_ON_START: 'false', TRUST_PROXY: 'loopback' }
const started: KitlyProcess[] = []
afterAll(async () => {
  for (const kitly of started) if (kitly.child.exitCode === null) kitly.child.kill('SIGKILL')
  await Promise.all(started.map((kitly) => kitly.exited))
  const orphan = postmasterPid()
  if (orphan !== null) process.kill(orphan, 'SIGQUIT')
  rmSync(dataDir, { recursive: true, force: true })
})

function postmasterPid(): number | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

/** Contact messages, several in flight at once, until the server stops answering; the acknowledged ones. */
async function writeUntilKilled(kitly: KitlyProcess): Promise<{ sent: string[]; acknowledged: string[] }> {
  const sent: string[] = []
  const acknowledged: string[] = []
  const writer = async (writerIndex: number) => {
    for (let index = 0; ; index++) {
      const message = `written before the crash ${writerIndex}-${index}`
      sent.push(message)
      const answer = await fetch(`${kitly.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClientIp() },
        body: JSON.stringify({ email: 'crash@example.com', query_type: 'general', message }),
      }).catch(() => null)
      if (answer === null) return
      if (answer.status === 201) acknowledged.push(message)
      if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) kitly.child.kill('SIGKILL')
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_unused, index) => writer(index)))
  return { sent, acknowledged }
}

async function storedMessages(): Promise<string[]> {
  const postgres = await startEmbeddedPostgres({ dataDir })
  const client = new pg.Client({ connectionString: postgres.urlFor('kitly') })
  try {
    await client.connect()
    const rows = await client.query<{ message: string }>('SELECT message FROM contact_inquiries')
    return rows.rows.map((row) => row.message)
  } finally {
    await client.end()
    await postgres.stop()
  }
}

describe('kitly start after a crash', () => {
  it('stops the Postgres a killed Kitly left running, starts within 30 s and keeps every acknowledged write', async () => {
    const first = await startKitly(environment)
    started.push(first)
    const { sent, acknowledged } = await writeUntilKilled(first)
    await first.exited
    const orphan = postmasterPid()
    expect(orphan, 'the killed Kitly left its Postgres running').not.toBeNull()

    const second = await startKitly(environment, READY_AFTER_CRASH_MS)
    started.push(second)
    expect(second.output()).toContain(`Stopped the embedded Postgres (pid ${orphan}) left running by a Kitly`)
    const answer = await fetch(`${second.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClientIp() },
      body: JSON.stringify({ email: 'after@example.com', query_type: 'general', message: 'after the restart' }),
    })
    expect(answer.status).toBe(201)
    expect(await stopKitly(second)).toBe(0)

    const stored = await storedMessages()
    expect(stored).toEqual(expect.arrayContaining([...acknowledged, 'after the restart']))
    // A write in flight at the kill is kept whole or not at all: every stored row is one that was sent.
    expect(stored.filter((message) => message !== 'after the restart' && !sent.includes(message))).toEqual([])
  }, 180_000)

  it('still refuses a DATA_DIR whose Postgres belongs to a Kitly that is running', async () => {
    const running = await startKitly(environment)
    started.push(running)
    await expect(startKitly(environment, 10_000)).rejects.toThrow(/is already running .*Is another Kitly using/s)
    expect(await stopKitly(running)).toBe(0)
  }, 120_000)
})
