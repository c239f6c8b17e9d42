/**
 * Backup and restore on real Postgres: a seeded catalog with users and reviews goes to an archive and back
 * into an empty database with every table's rows the same; a damaged archive or a non-empty target changes
 * nothing.
 */
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { createDatabasePool, sql } from '@kitly/db'
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReview, createUser } from '../../test/factories.ts'
import { tableChecksums } from '../../test/table-checksums.ts'
import { seedDatabase } from '../seed/index.ts'
import { BackupArchiveError } from './archive.ts'
import { backupDatabase } from './backup.ts'
import { RestoreRefusedError, restoreBackup } from './restore.ts'

const folder = mkdtempSync(path.join(tmpdir(), 'kitly-backup-'))
const archive = path.join(folder, 'kitly.backup')
const sourceUploads = path.join(folder, 'uploads')
const LOGO = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
let source: TestDatabase
const targets: TestDatabase[] = []

async function emptyTarget() {
  const database = await createEmptyDatabase()
  targets.push(database)
  return database
}

beforeAll(async () => {
  source = await createTestDatabase()
  const pool = await createDatabasePool(source.url)
  try {
    await seedDatabase(pool)
    const user = await createUser(pool, { name: 'Backed Up' })
    const toolId = await pool.oneFirst(sql.typeAlias('id')`SELECT id FROM tools ORDER BY id LIMIT 1`)
    await createReview(pool, { toolId, rating: 5, userName: user.name, content: 'Survives a restore.' })
  } finally {
    await pool.end()
  }
  mkdirSync(path.join(sourceUploads, 'logos'), { recursive: true })
  writeFileSync(path.join(sourceUploads, 'logos', 'abc-logo.png'), LOGO)
  await backupDatabase({ databaseUrl: source.url, uploads: { folder: sourceUploads } }, archive)
}, 120_000)

afterAll(async () => {
  await Promise.all([source, ...targets].map((database) => database?.drop()))
  rmSync(folder, { recursive: true, force: true })
})

describe('kitly backup and restore', () => {
  it('restores every table row for row, the sequences and the uploaded files into an empty database', async () => {
    const target = await emptyTarget()
    const uploadsFolder = path.join(folder, `restored-${target.name}`)
    const summary = await restoreBackup(archive, { databaseUrl: target.url, uploadsFolder }, { force: false })

    expect(summary.tables).toBeGreaterThan(20)
    expect(await tableChecksums(target.url)).toEqual(await tableChecksums(source.url))
    expect(readFileSync(path.join(uploadsFolder, 'logos', 'abc-logo.png'))).toEqual(LOGO)
    // New rows continue the numbering instead of colliding with restored ids.
    const pool = await createDatabasePool(target.url)
    try {
      const user = await createUser(pool, { name: 'After Restore' })
      const highest = await pool.oneFirst(sql.typeAlias('id')`SELECT max(id) AS id FROM users`)
      expect(user.id).toBe(highest)
    } finally {
      await pool.end()
    }
  })

  it('refuses a damaged archive before touching the target', async () => {
    const bytes = readFileSync(archive)
    const damaged = path.join(folder, 'damaged.backup')
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const target = await emptyTarget()
    await expect(
      restoreBackup(damaged, { databaseUrl: target.url, uploadsFolder: null }, { force: false }),
    ).rejects.toThrow(BackupArchiveError)
    expect(await tableChecksums(target.url)).toEqual({})
  })

  it('refuses an archive whose entry no longer matches its checksum, even in a well-formed gzip', async () => {
    const tampered = path.join(folder, 'tampered.backup')
    const repack = tar.pack()
    const written = pipeline(repack, createGzip(), createWriteStream(tampered))
    const extract = tar.extract()
    const reading = pipeline(createReadStream(archive), createGunzip(), extract)
    for await (const entry of extract) {
      const chunks: Buffer[] = []
      for await (const chunk of entry as unknown as AsyncIterable<Buffer>) chunks.push(chunk)
      const content = Buffer.concat(chunks)
      // Same size, one row changed: only the checksum can tell.
      if (entry.header.name === 'tables/users.copy') content.write('X', content.indexOf('Backed Up'))
      repack.entry({ name: entry.header.name, size: content.length }, content)
    }
    await reading
    repack.finalize()
    await written
    const target = await emptyTarget()
    await expect(
      restoreBackup(tampered, { databaseUrl: target.url, uploadsFolder: null }, { force: false }),
    ).rejects.toThrow(/tables\/users.copy does not match its checksum/)
    expect(await tableChecksums(target.url)).toEqual({})
  })

  it('refuses a target that holds data unless forced, then replaces it', async () => {
    const target = await createTestDatabase()
    targets.push(target)
    const pool = await createDatabasePool(target.url)
    try {
      await createUser(pool, { name: 'Already Here' })
    } finally {
      await pool.end()
    }
    const before = await tableChecksums(target.url)
    const restore = (force: boolean) =>
      restoreBackup(archive, { databaseUrl: target.url, uploadsFolder: null }, { force })
    await expect(restore(false)).rejects.toThrow(RestoreRefusedError)
    expect(await tableChecksums(target.url)).toEqual(before)
    await restore(true)
    expect(await tableChecksums(target.url)).toEqual(await tableChecksums(source.url))
  })
})
