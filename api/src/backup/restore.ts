/**
 * `kitly restore`: a backup (archive.ts) into an empty database and uploads folder. The archive is unpacked
 * and checked whole first, so a damaged one changes nothing; then the schema is migrated to the backup's
 * version, every table loaded in one transaction, and the migrations added since applied.
 */
import { createReadStream } from 'node:fs'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { latestMigrationVersion, migrateDatabase } from '@kitly/db'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { z } from 'zod'
import { type BackupManifest, unpackVerified } from './archive.ts'
import { quoted } from './backup.ts'

export type RestoreTarget = {
  databaseUrl: string
  /** The local uploads folder; null when uploads live in a bucket (they stay there). */
  uploadsFolder: string | null
}

/** The target holds data and `--force` was not given, or the backup is newer than this Kitly. */
export class RestoreRefusedError extends Error {}

export type RestoreSummary = { tables: number; uploads: number; migrationsApplied: string[] }

export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: { force: boolean; onProgress?: (done: number, total: number) => void },
): Promise<RestoreSummary> {
  const work = await mkdtemp(`${path.resolve(archive)}.restore-`)
  try {
    const manifest = await unpackVerified(archive, work)
    if (manifest.schema_version > latestMigrationVersion()) {
      throw new RestoreRefusedError(
        `This backup was made by a newer Kitly (schema version ${manifest.schema_version}); update Kitly first.`,
      )
    }
    await assertEmptyOrForced(target, options.force)
    await migrateDatabase(target.databaseUrl, manifest.schema_version)
    await loadTables(target.databaseUrl, manifest, work, options.onProgress ?? (() => {}))
    const uploads = manifest.uploads.kind === 'folder' ? manifest.uploads.files : []
    if (target.uploadsFolder !== null && uploads.length > 0) {
      await cp(path.join(work, 'uploads'), target.uploadsFolder, { recursive: true })
    }
    const { applied } = await migrateDatabase(target.databaseUrl)
    return { tables: manifest.tables.length, uploads: uploads.length, migrationsApplied: applied }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function assertEmptyOrForced(target: RestoreTarget, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`)
    const tables = z.number().parse(rows[0]?.tables)
    const uploads = target.uploadsFolder ? await readdir(target.uploadsFolder).catch(() => []) : []
    if (tables === 0 && uploads.length === 0) return
    if (!force) {
      throw new RestoreRefusedError(
        'The target is not empty (it has tables or uploaded files). Restore into an empty DATA_DIR or database, ' +
          'or pass --force to replace everything in it.',
      )
    }
    // Everything Kitly keeps lives in the public schema (its extensions too), beside the schema where the search
    // table's ordered copy is built (migration 0033): dropping both empties the database.
    await client.query(
      'DROP SCHEMA IF EXISTS tool_search_rebuild CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
    )
    if (target.uploadsFolder) await rm(target.uploadsFolder, { recursive: true, force: true })
  } finally {
    await client.end()
  }
}

/**
 * One transaction, with triggers and foreign-key checks off (the replica role): the rows are a consistent
 * snapshot already, and the search tables and counters the triggers maintain are in the backup too.
 */
async function loadTables(
  databaseUrl: string,
  manifest: BackupManifest,
  work: string,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL session_replication_role = replica')
    // Rows the migrations themselves insert (settings, defaults) are in the backup as they were then.
    await client.query(`TRUNCATE ${manifest.tables.map((table) => quoted(table.name)).join(', ')}`)
    for (const [index, table] of manifest.tables.entries()) {
      onProgress(index, manifest.tables.length)
      const columns = table.columns.map(quoted).join(', ')
      await pipeline(
        createReadStream(path.join(work, table.data.path)),
        client.query(copyFrom(`COPY ${quoted(table.name)} (${columns}) FROM STDIN`)),
      )
    }
    for (const sequence of manifest.sequences) {
      if (sequence.last_value === null) continue
      await client.query('SELECT setval($1::regclass, $2::bigint)', [quoted(sequence.name), sequence.last_value])
    }
    await client.query('COMMIT')
    onProgress(manifest.tables.length, manifest.tables.length)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
