/**
 * Scheduled backups for a single-machine install: every BACKUP_EVERY into BACKUP_DIR, keeping the newest
 * BACKUP_KEEP. When several instances share the database, an advisory lock lets one of them take each backup.
 */
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { runEvery } from '../lib/run-every.ts'
import { type BackupSource, backupDatabase } from './backup.ts'

export type ScheduledBackups = BackupSource & { dir: string; everyMs: number; keep: number }

// Any constant works; it only has to be the same for every Kitly process (and differ from the migrations').
const BACKUP_LOCK_KEY = 0x6b69746c7962 // "kitlyb"
const BACKUP_FILE = /^kitly-.+\.backup$/

/** Takes one backup now and prunes old ones; answers its file, or null when another instance is taking one. */
export async function takeScheduledBackup(options: ScheduledBackups, now = new Date()): Promise<string | null> {
  const lock = new pg.Client({ connectionString: options.databaseUrl })
  await lock.connect()
  try {
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      BACKUP_LOCK_KEY,
    ])
    if (!rows[0]?.locked) return null
    // ISO time without its colons: a file name every system accepts, sorting by age.
    const file = path.join(options.dir, `kitly-${now.toISOString().replace(/[:.]/g, '-')}.backup`)
    await mkdir(options.dir, { recursive: true })
    await backupDatabase(options, file)
    const backups = (await readdir(options.dir)).filter((name) => BACKUP_FILE.test(name)).sort()
    for (const old of backups.slice(0, -options.keep)) await rm(path.join(options.dir, old), { force: true })
    return file
  } finally {
    // The lock is the session's: ending the connection releases it.
    await lock.end()
  }
}

const scheduledBackupsPlugin: FastifyPluginAsync<ScheduledBackups> = async (app, options) => {
  const run = () =>
    takeScheduledBackup(options).then(
      (file) => file && app.log.info({ file }, 'scheduled backup written'),
      (error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'),
    )
  runEvery(app, options.everyMs, run)
}

export default fp(scheduledBackupsPlugin, { name: 'scheduled-backups' })
