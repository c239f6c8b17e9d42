/**
 * The real process, as `kitly start` runs it: embedded Postgres in DATA_DIR, migrations, seed,
 * the admin credentials shown once, a clean stop on SIGTERM, and data kept across a restart.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { KITLY_BIN, startKitly, stopKitly } from './kitly-process.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-server-'))
chmodSync(dataDir, 0o755)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('kitly start', () => {
  it('starts on an empty DATA_DIR, shows the admin password once, stops cleanly and keeps its data', async () => {
    const first = await startKitly({ DATA_DIR: dataDir })
    expect(first.output()).toMatch(/email: +admin@localhost\n +password: +\S{24}\n/)
    expect(first.output()).toContain(`Kitly is running at http://localhost:`)
    expect(await stopKitly(first)).toBe(0)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)

    const second = await startKitly({ DATA_DIR: dataDir })
    // The admin and the seed are still there, so nothing is created or printed again.
    expect(second.output()).not.toContain('password:')
    expect(await stopKitly(second)).toBe(0)
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
