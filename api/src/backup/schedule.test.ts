/** Scheduled backups: each one a whole archive, the oldest pruned past BACKUP_KEEP, one instance at a time. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unpackVerified } from './archive.ts'
import { type ScheduledBackups, takeScheduledBackup } from './schedule.ts'

const folder = mkdtempSync(path.join(tmpdir(), 'kitly-scheduled-'))
let database: TestDatabase
let options: ScheduledBackups
beforeAll(async () => {
  database = await createTestDatabase()
  const dir = path.join(folder, 'backups')
  options = { databaseUrl: database.url, uploads: { bucket: 'kitly-uploads' }, dir, everyMs: 60_000, keep: 2 }
})
afterAll(async () => {
  await database?.drop()
  rmSync(folder, { recursive: true, force: true })
})

describe('scheduled backups', () => {
  it('writes a whole archive each time and keeps only the newest BACKUP_KEEP', async () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => new Date(`${day}T03:00:00Z`))
    for (const day of days) await takeScheduledBackup(options, day)
    expect(readdirSync(options.dir)).toEqual([
      'kitly-2026-11-02T03-00-00-000Z.backup',
      'kitly-2026-11-03T03-00-00-000Z.backup',
    ])
    const manifest = await unpackVerified(
      path.join(options.dir, 'kitly-2026-11-03T03-00-00-000Z.backup'),
      mkdtempSync(path.join(folder, 'unpacked-')),
    )
    expect(manifest.uploads).toEqual({ kind: 'bucket', bucket: 'kitly-uploads' })
  })

  it('leaves the backup to the instance that is already taking one', async () => {
    const other = new pg.Client({ connectionString: database.url })
    await other.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [0x6b69746c7962])
      expect(await takeScheduledBackup(options, new Date('2026-11-04T03:00:00Z'))).toBeNull()
    } finally {
      await other.end()
    }
    expect(readdirSync(options.dir)).not.toContain('kitly-2026-11-04T03-00-00-000Z.backup')
  })
})
