import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from './embedded.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-embedded-'))
chmodSync(dataDir, 0o755)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

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
})
