/**
 * The real process, as `kitly start` runs it: embedded Postgres in DATA_DIR, migrations, seed,
 * the admin credentials shown once, a clean stop on SIGTERM, and data kept across a restart.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../src/lib/free-port.ts'

const KITLY_BIN = path.resolve(import.meta.dirname, '../bin/kitly.js')
const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-server-'))
chmodSync(dataDir, 0o755)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type Running = { child: ChildProcess; output: () => string; baseUrl: string }

async function startKitly(env: Record<string, string> = {}): Promise<Running> {
  const port = await findFreePort()
  let output = ''
  const child = spawn(process.execPath, [KITLY_BIN, 'start'], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Kitly exited with ${child.exitCode}:\n${output}`)
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { child, output: () => output, baseUrl }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`Kitly did not become ready:\n${output}`)
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

describe('kitly start', () => {
  it('starts on an empty DATA_DIR, shows the admin password once, stops cleanly and keeps its data', async () => {
    const first = await startKitly()
    expect(first.output()).toMatch(/email: +admin@localhost\n +password: +\S{24}\n/)
    expect(first.output()).toContain(`Kitly is running at http://localhost:`)
    expect(await stop(first.child)).toBe(0)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)

    const second = await startKitly()
    // The admin and the seed are still there, so nothing is created or printed again.
    expect(second.output()).not.toContain('password:')
    expect(await stop(second.child)).toBe(0)
    // Two whole start-ups (migrations, seeding 800 tools, the search index) and shutdowns.
  }, 180_000)

  it('stops with one line naming a bad variable', async () => {
    const child = spawn(process.execPath, [KITLY_BIN, 'start'], { env: { PATH: process.env.PATH, PORT: 'eighty' } })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toMatch(/^Invalid configuration: PORT /)
  })
})
