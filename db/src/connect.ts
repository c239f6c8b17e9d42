/**
 * Finds the database to use: DATABASE_URL when set (never starting anything), else the embedded
 * Postgres in DATA_DIR, with a `kitly` database created on first use.
 */
import pg from 'pg'
import { startEmbeddedPostgres } from './embedded.ts'

/** The part of Kitly's configuration that says where the database is. */
export type DatabaseSettings = {
  DATABASE_URL?: string | undefined
  /** Absolute path of DATA_DIR, the embedded cluster's home. */
  dataDir: string
}

export type DatabaseHandle = {
  url: string
  /** Stops the embedded server, if this process started one. */
  stop(): Promise<void>
}

const EMBEDDED_DATABASE = 'kitly'

/**
 * `attach` uses the embedded cluster of a Kitly already running on DATA_DIR rather than refusing. A cluster
 * left running by a Kitly that died is stopped and started anew, said in one line on stderr.
 */
export async function openDatabase(config: DatabaseSettings, { attach = false } = {}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    attach,
    onRecovery: (line) => process.stderr.write(`${line}\n`),
  })
  try {
    await createDatabaseIfMissing(embedded.adminUrl, EMBEDDED_DATABASE)
  } catch (error) {
    await embedded.stop()
    throw error
  }
  return { url: embedded.urlFor(EMBEDDED_DATABASE), stop: () => embedded.stop() }
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}
