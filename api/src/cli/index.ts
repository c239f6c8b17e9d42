/**
 * The `kitly` command: `kitly start | migrate | seed [--demo] | reindex | check-links | admin:create | import |
 * export | backup | restore | send-digests`.
 * Returns the process exit code.
 */

import { createDatabasePool, migrateDatabase } from '@kitly/db'
import { openDatabase } from '@kitly/db/connect'
import { EmbeddedPostgresInUseError } from '@kitly/db/embedded'
import { buildApp } from '../app.ts'
import { announceAdmin } from '../auth/announce-admin.ts'
import { BackupArchiveError } from '../backup/archive.ts'
import { backupDatabase } from '../backup/backup.ts'
import { RestoreRefusedError, restoreBackup } from '../backup/restore.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { progressBar } from '../lib/progress-bar.ts'
import { checkAllLinks } from '../link-health/check-links.ts'
import { linkCheckOptions } from '../link-health/options.ts'
import { createUploadStore, uploadsFolder, uploadsOptions } from '../plugins/uploads.ts'
import { createOrPromoteAdmin, ensureAdmin } from '../seed/admin.ts'
import { seedDatabase } from '../seed/index.ts'
import { PasswordInputError, readPassword } from './read-password.ts'
import { sendDigestsCommand } from './send-digests.ts'
import { TRANSFER_HELP, transferJob } from './transfer.ts'

const HELP = `Usage: kitly <command>

Commands:
  start           Start Kitly (migrate, seed an empty database, serve API and web app)
  migrate         Apply pending database migrations
  seed [--demo]   Seed the catalog (once per database); --demo adds sample users, reviews,
                  tutorials and inquiries, clearly marked as demo data
  reindex         Rebuild the search index of the active engine (Postgres, or Meilisearch
                  when MEILI_URL is set), with a progress bar
  check-links     Check every listed tool's website (HEAD, else GET; redirects followed; private
                  addresses refused) and record ok, redirected, failing or dead, with a progress bar
  admin:create --email <email> [--name <name>]
                  Add an administrator (or promote an existing account). The password is asked
                  for at a hidden prompt, or read from the first line of standard input
${TRANSFER_HELP}
  backup <file>   Write everything Kitly keeps (every table, read in one snapshot, and the uploaded
                  files) to one compressed archive; works while Kitly serves
  restore <file> [--force]
                  Restore a backup into an empty DATA_DIR or database (--force replaces what is
                  there), check it first, migrate and reindex search
  send-digests    Email each follower of a changed tool their watch digest now (the server also
                  does it every WATCH_DIGEST_EVERY); one a day per person at most
  help            Show this help

Configuration comes from environment variables: see .env.example.`

export async function runCli(argv: string[]): Promise<number> {
  const [command = 'help', ...args] = argv
  try {
    switch (command) {
      case 'start':
        await (await import('../server.ts')).startServer()
        return 0
      case 'migrate':
        return await withDatabase(async (url) => {
          const { applied, version } = await migrateDatabase(url)
          console.log(
            applied.length ? `Applied ${applied.join(', ')}` : 'No pending migrations',
            `(schema version ${version})`,
          )
        })
      case 'seed':
        return await withDatabase(async (url) => {
          await migrateDatabase(url)
          const pool = await createDatabasePool(url)
          try {
            const { applied } = await seedDatabase(pool, { demo: args.includes('--demo') })
            console.log(applied.length ? `Seeded: ${applied.join(', ')}` : 'Nothing to seed: already done')
            const config = loadConfig()
            announceAdmin(
              await ensureAdmin(pool, { email: config.KITLY_ADMIN_EMAIL, password: config.KITLY_ADMIN_PASSWORD }),
              config.publicUrl,
            )
          } finally {
            await pool.end()
          }
        })
      case 'reindex':
        return await withDatabase(async (url) => {
          await migrateDatabase(url)
          await reindexSearch(url)
        })
      case 'check-links':
        return await withDatabase(async (url) => {
          await migrateDatabase(url)
          await checkLinks(url)
        })
      case 'backup':
      case 'restore':
        return await backupCommand(command, args)
      case 'admin:create':
        return await createAdminCommand(args)
      case 'import':
      case 'export': {
        const job = transferJob(command, args)
        if ('usage' in job) {
          console.error(job.usage)
          return 2
        }
        let code = 0
        await withDatabase(async (url) => {
          await migrateDatabase(url)
          code = await job.run(url)
        })
        return code
      }
      case 'send-digests':
        return await sendDigestsCommand()
      case 'help':
      case '--help':
      case '-h':
        console.log(HELP)
        return 0
      default:
        console.error(`Unknown command "${command}".\n\n${HELP}`)
        return 2
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedPostgresInUseError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

async function reindexSearch(url: string): Promise<void> {
  const app = await buildApp({ ...loadConfig(), databaseUrl: url, LOG_LEVEL: 'warn' })
  try {
    const started = performance.now()
    const { tools } = await app.searchEngine.reindexAll(progressBar(`Reindexing (${app.searchEngine.name})`))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`\nReindexed ${tools} tools with the ${app.searchEngine.name} engine in ${seconds} s`)
  } finally {
    await app.close()
  }
}

async function checkLinks(url: string): Promise<void> {
  const pool = await createDatabasePool(url)
  try {
    const started = performance.now()
    const config = loadConfig()
    const options = linkCheckOptions(config, createUploadStore(uploadsOptions(config)))
    const summary = await checkAllLinks(pool, options, progressBar('Checking links'))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `\nChecked ${summary.checked} links in ${seconds} s: ${summary.ok} ok, ${summary.redirected} redirected, ` +
        `${summary.failing} failing, ${summary.dead} dead; ${summary.logos} ${summary.logos === 1 ? 'logo' : 'logos'} collected`,
    )
  } finally {
    await pool.end()
  }
}

async function backupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('--'))
  if (!file) {
    console.error(command === 'backup' ? 'Usage: kitly backup <file>' : 'Usage: kitly restore <file> [--force]')
    return 2
  }
  const config = loadConfig()
  const uploads = config.S3_BUCKET ? null : uploadsFolder(config.dataDir)
  if (command === 'backup') {
    // A backup is taken while Kitly serves: it reads the running embedded cluster in one snapshot.
    const database = await openDatabase(config, { attach: true })
    try {
      const source = {
        databaseUrl: database.url,
        uploads: uploads === null ? { bucket: config.S3_BUCKET as string } : { folder: uploads },
      }
      const summary = await backupDatabase(source, file, progressBar('Backing up'))
      console.log(
        `\nBacked up ${summary.tables} tables (${summary.rows} rows) and ${summary.uploads} uploaded files ` +
          `to ${file} (${(summary.bytes / 1e6).toFixed(1)} MB before compression)`,
      )
    } finally {
      await database.stop()
    }
    return 0
  }
  try {
    return await withDatabase(async (url) => {
      const restoreOptions = { force: args.includes('--force'), onProgress: progressBar('Restoring') }
      const summary = await restoreBackup(file, { databaseUrl: url, uploadsFolder: uploads }, restoreOptions)
      console.log(`\nRestored ${summary.tables} tables and ${summary.uploads} uploaded files from ${file}`)
      if (summary.migrationsApplied.length) console.log(`Applied ${summary.migrationsApplied.join(', ')}`)
      await reindexSearch(url)
    })
  } catch (error) {
    if (error instanceof BackupArchiveError || error instanceof RestoreRefusedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

/** The loose rule of the users table (admin@localhost must pass). */
const EMAIL = /^[^\s@]+@[^\s@]+$/
const MIN_ADMIN_PASSWORD = 8

async function createAdminCommand(args: string[]): Promise<number> {
  const email = option(args, '--email')?.trim()
  const name = option(args, '--name')?.trim() || undefined
  if (!email || !EMAIL.test(email) || email.length > 254) {
    console.error('Usage: kitly admin:create --email <email> [--name <name>]  (a valid email address is required)')
    return 2
  }
  let password: string
  try {
    password = await readPassword(`Password for ${email}: `)
  } catch (error) {
    if (error instanceof PasswordInputError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  if (password.length < MIN_ADMIN_PASSWORD) {
    console.error(`The password must be at least ${MIN_ADMIN_PASSWORD} characters long.`)
    return 1
  }
  return withDatabase(async (url) => {
    await migrateDatabase(url)
    const pool = await createDatabasePool(url)
    try {
      const outcome = await createOrPromoteAdmin(pool, { email, password, name })
      console.log(
        outcome === 'created' ? `Admin ${email} created.` : `${email} is now an active admin (password reset).`,
      )
    } finally {
      await pool.end()
    }
  })
}

/** `--name value` or `--name=value`. */
function option(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (index === -1) return undefined
  const arg = args[index] as string
  return arg.includes('=') ? arg.slice(name.length + 1) : args[index + 1]
}

async function withDatabase(work: (url: string) => Promise<void>): Promise<number> {
  const database = await openDatabase(loadConfig())
  try {
    await work(database.url)
    return 0
  } finally {
    await database.stop()
  }
}
