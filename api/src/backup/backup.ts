/**
 * `kitly backup`: every table of the database, read in one snapshot while Kitly keeps serving, and the
 * uploaded files, into one archive (archive.ts). Tables leave as COPY text, the fastest dump Postgres makes
 * and one that loads back into any later Postgres.
 * https://github.com/brianc/node-pg-copy-streams
 */
import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { z } from 'zod'
import { BACKUP_FORMAT, type BackupManifest, packArchive, type StoredFile, writeWithDigest } from './archive.ts'

export type BackupSource = {
  databaseUrl: string
  /** The local uploads folder, or the bucket that holds the uploads instead. */
  uploads: { folder: string } | { bucket: string }
}

export type BackupSummary = { tables: number; rows: number; uploads: number; bytes: number }

/** The table that records applied migrations: restore rebuilds it by migrating, so it is not copied. */
const MIGRATIONS_TABLE = 'schema_version'

const TableRow = z.object({ name: z.string(), columns: z.array(z.string()) })
const SequenceRow = z.object({ name: z.string(), last_value: z.string().nullable() })

export async function backupDatabase(
  source: BackupSource,
  target: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<BackupSummary> {
  const work = await mkdtemp(`${path.resolve(target)}.work-`)
  try {
    const client = new pg.Client({ connectionString: source.databaseUrl })
    client.on('error', () => {})
    await client.connect()
    let snapshot: Omit<BackupManifest, 'uploads'> & { rows: number }
    try {
      snapshot = await readSnapshot(client, work, onProgress)
    } finally {
      await client.end()
    }
    const uploads: BackupManifest['uploads'] =
      'folder' in source.uploads
        ? { kind: 'folder', files: await copyUploads(source.uploads.folder, work) }
        : { kind: 'bucket', bucket: source.uploads.bucket }
    const { rows, ...manifest } = snapshot
    await packArchive(work, { ...manifest, uploads }, target)
    const data = manifest.tables.reduce((sum, table) => sum + table.data.bytes, 0)
    const files = uploads.kind === 'folder' ? uploads.files : []
    return {
      tables: manifest.tables.length,
      rows,
      uploads: files.length,
      bytes: data + files.reduce((sum, file) => sum + file.bytes, 0),
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Every table's rows as they stood at one instant: a read-only repeatable-read transaction. */
async function readSnapshot(client: pg.Client, work: string, onProgress: (done: number, total: number) => void) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  const schemaVersion = z
    .number()
    .parse((await client.query(`SELECT max(version)::int AS version FROM ${MIGRATIONS_TABLE}`)).rows[0]?.version)
  // Stored generated columns are computed again on load, so they are neither dumped nor loaded.
  const tables = z.array(TableRow).parse(
    (
      await client.query(
        `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
         GROUP BY c.relname ORDER BY c.relname`,
        [MIGRATIONS_TABLE],
      )
    ).rows,
  )
  const sequences = z
    .array(SequenceRow)
    .parse(
      (
        await client.query(
          `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows,
    )
  const dumped: BackupManifest['tables'] = []
  let rows = 0
  for (const table of tables) {
    onProgress(dumped.length, tables.length)
    const file = `tables/${table.name}.copy`
    const copy = client.query(copyTo(`COPY ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) TO STDOUT`))
    const written = await writeWithDigest(copy, path.join(work, file))
    rows += copy.rowCount ?? 0
    dumped.push({ ...table, data: { path: file, ...written } })
  }
  onProgress(tables.length, tables.length)
  await client.query('COMMIT')
  return {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    schema_version: schemaVersion,
    tables: dumped,
    sequences,
    rows,
  } as const
}

/** A copy of every uploaded file: new uploads during the backup are of rows the snapshot does not hold. */
async function copyUploads(folder: string, work: string): Promise<StoredFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  const files: StoredFile[] = []
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const key = path.relative(folder, path.join(entry.parentPath, entry.name))
    const stored = `uploads/${key}`
    files.push({
      path: stored,
      ...(await writeWithDigest(createReadStream(path.join(folder, key)), path.join(work, stored))),
    })
  }
  return files
}

export const quoted = (identifier: string) => pg.escapeIdentifier(identifier)
