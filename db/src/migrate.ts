/**
 * Applies the numbered SQL files of `migrations/` with postgrator, under a Postgres advisory lock
 * so that two Kitly instances starting at once never migrate together.
 * https://github.com/rickbergfalk/postgrator
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import Postgrator from 'postgrator'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations')

// Any constant works; it only has to be the same for every Kitly process.
const MIGRATION_LOCK_KEY = 0x6b69746c79 // "kitly"

/** The number of the newest migration this Kitly has. */
export function latestMigrationVersion(): number {
  return Math.max(...readdirSync(MIGRATIONS_DIR).map((file) => Number.parseInt(file, 10) || 0))
}

export type MigrationResult = { applied: string[]; version: number }

/** Applies every migration not yet applied, or those up to `version` (tests of a migration over existing data). */
export async function migrateDatabase(connectionUri: string, version?: number): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: connectionUri })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    const postgrator = new Postgrator({
      migrationPattern: path.join(MIGRATIONS_DIR, '*.sql'),
      driver: 'pg',
      schemaTable: 'schema_version',
      execQuery: (query) => client.query(query),
    })
    const applied = await postgrator.migrate(version === undefined ? undefined : String(version))
    return {
      applied: applied.map((migration) => path.basename(migration.filename)),
      version: Number(await postgrator.getDatabaseVersion()),
    }
  } finally {
    // Session-level lock: released explicitly, and by Postgres if the connection drops.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    await client.end()
  }
}
