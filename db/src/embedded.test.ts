import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from './embedded.ts'

const dataDirs: string[] = []
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kitly-embedded-'))
  chmodSync(dir, 0o755)
  dataDirs.push(dir)
  return dir
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

describe('embedded Postgres', () => {
  it('keeps its data across a restart, and refuses a second start on the same folder', async () => {
    const dataDir = newDataDir()
    const first = await startEmbeddedPostgres({ dataDir })
    try {
      await query(first.adminUrl, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')")
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(EmbeddedPostgresInUseError)
    } finally {
      await first.stop()
    }
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dataDir })
    try {
      expect(await query(second.adminUrl, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }])
    } finally {
      await second.stop()
    }
  })

  it('starts beside a stale postmaster.pid whose pid now belongs to another program (after a power loss)', async () => {
    const dataDir = newDataDir()
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
    const cluster = await startEmbeddedPostgres({ dataDir })
    await query(cluster.adminUrl, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')")
    const lockFile = readFileSync(pidFile, 'utf8')
    await cluster.stop()
    // The pid in the lock file is alive, but it is this test's own process, not a Postgres of the cluster.
    writeFileSync(pidFile, lockFile.replace(/^\d+/, String(process.pid)))
    const recovered: string[] = []
    const restarted = await startEmbeddedPostgres({ dataDir, onRecovery: (line) => recovered.push(line) })
    try {
      expect(recovered).toEqual([expect.stringContaining('Removed a stale')])
      expect(await query(restarted.adminUrl, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }])
    } finally {
      await restarted.stop()
    }
  })
})
