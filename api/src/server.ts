/**
 * The Kitly process: configuration, database (embedded unless DATABASE_URL), migrations, seed,
 * listen, and a graceful shutdown that stops Postgres too. `kitly start` runs it; the benchmark runs it with
 * its timing plugin (@kitly/api/bench).
 */
import { setTimeout as delay } from 'node:timers/promises'
import { migrateDatabase } from '@kitly/db'
import { openDatabase } from '@kitly/db/connect'
import { EmbeddedPostgresInUseError, takeOverStopSignals } from '@kitly/db/embedded'
import { type BuildOptions, buildApp } from './app.ts'
import { announceAdmin } from './auth/announce-admin.ts'
import { ConfigError, loadConfig } from './config.ts'
import { ensureAdmin } from './seed/admin.ts'
import { seedDatabase } from './seed/index.ts'

const SHUTDOWN_GRACE_MS = 5_000

async function serve(options: BuildOptions): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  let app: Awaited<ReturnType<typeof buildApp>> | undefined
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    app?.log.info({ signal }, 'shutting down')
    // In-flight requests get a few seconds; Postgres is stopped whatever happens, or it would outlive us.
    await Promise.race([app?.close(), delay(SHUTDOWN_GRACE_MS)]).catch(() => {})
    await database.stop().catch(() => {})
    process.exit(0)
  }
  takeOverStopSignals()
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await migrateDatabase(database.url)
    app = await buildApp({ ...config, databaseUrl: database.url }, options)
    if (config.SEED_ON_START) {
      const seeded = await seedDatabase(app.db)
      if (seeded.applied.length > 0) app.log.info({ seeded: seeded.applied }, 'database seeded')
      announceAdmin(
        await ensureAdmin(app.db, { email: config.KITLY_ADMIN_EMAIL, password: config.KITLY_ADMIN_PASSWORD }),
        config.publicUrl,
      )
    }
    await app.listen({ port: config.PORT, host: config.HOST })
    process.stdout.write(`\nKitly is running at ${config.publicUrl}\n\n`)
  } catch (error) {
    await app?.close().catch(() => {})
    await database.stop().catch(() => {})
    throw error
  }
}

/** Serves until stopped by a signal; a failure to start ends the process with 1 and says why. */
export async function startServer(options: BuildOptions = {}): Promise<void> {
  try {
    await serve(options)
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedPostgresInUseError) {
      process.stderr.write(`${error.message}\n`)
    } else {
      process.stderr.write(
        `Kitly failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      )
    }
    process.exit(1)
  }
}
