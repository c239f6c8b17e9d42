import { readdirSync } from 'node:fs'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { latestMigrationVersion, MIGRATIONS_DIR, migrateDatabase } from './migrate.ts'

/** An empty database (not cloned from the migrated template). */
async function createEmptyDatabase() {
  const admin = new pg.Client({ connectionString: process.env.KITLY_TEST_ADMIN_URL })
  await admin.connect()
  const name = `empty_${Math.random().toString(36).slice(2, 10)}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.KITLY_TEST_ADMIN_URL ?? '')
  url.pathname = `/${name}`
  const drop = async () => {
    const client = new pg.Client({ connectionString: process.env.KITLY_TEST_ADMIN_URL })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
  return { url: url.toString(), drop }
}

const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'))
/** The version a fully migrated database is at: the highest migration number. */
const latestVersion = latestMigrationVersion()
const drops: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(drops.splice(0).map((drop) => drop()))
})

describe('migrateDatabase', () => {
  it('applies every migration to an empty database, then none on a second run', async () => {
    const database = await createEmptyDatabase()
    drops.push(database.drop)
    const first = await migrateDatabase(database.url)
    expect(first.applied).toEqual(migrationFiles.sort())
    expect(first.version).toBe(latestVersion)
    const second = await migrateDatabase(database.url)
    expect(second).toEqual({ applied: [], version: latestVersion })
  })

  it('lets two instances start at once without migrating twice', async () => {
    const database = await createEmptyDatabase()
    drops.push(database.drop)
    const [a, b] = await Promise.all([migrateDatabase(database.url), migrateDatabase(database.url)])
    expect([...a.applied, ...b.applied].sort()).toEqual(migrationFiles.sort())
    expect(a.version).toBe(b.version)
  })

  it("moves tools' stored search documents back into their rows, leaving their dates alone", async () => {
    const database = await createEmptyDatabase()
    drops.push(database.drop)
    const storageMigration = migrationFiles.indexOf('0022.do.keep-search-document-in-row.sql') + 1
    await migrateDatabase(database.url, storageMigration - 1)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      // 150 random words: a document of ~2 KB, in a row of ~5 KB, which Postgres used to store out of line.
      const words = Array.from({ length: 150 }, () => Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x'))
      await client.query(
        `INSERT INTO tools (name, slug, website_url, short_description, description, updated_at)
         VALUES ('Long Tool', 'long-tool', 'https://long.example', 'A long one', $1, '2026-01-02T03:04:05Z')`,
        [words.join(' ')],
      )
      const stored = async () =>
        (
          await client.query<{ outOfRow: boolean; document: string; updatedAt: Date }>(
            `SELECT pg_column_toast_chunk_id(search_vector) IS NOT NULL AS "outOfRow",
                    search_vector::text AS document, updated_at AS "updatedAt" FROM tools`,
          )
        ).rows[0]
      const before = await stored()
      expect(before?.outOfRow).toBe(true)

      // Only that migration: later ones may change the document itself (0030 adds a name's joined form).
      await migrateDatabase(database.url, storageMigration)
      const after = await stored()
      expect(after).toEqual({ ...before, outOfRow: false })
      // New rows too.
      await client.query(
        `INSERT INTO tools (name, slug, website_url, short_description, description)
         VALUES ('Long Two', 'long-two', 'https://two.example', 'Another', $1)`,
        [words.reverse().join(' ')],
      )
      const outOfRow = await client.query(
        'SELECT 1 FROM tools WHERE pg_column_toast_chunk_id(search_vector) IS NOT NULL',
      )
      expect(outOfRow.rowCount).toBe(0)
    } finally {
      await client.end()
    }
  })

  it('names migration files so they sort in the order they must run', () => {
    for (const file of migrationFiles) expect(file).toMatch(/^\d{4}\.do\.[a-z0-9-]+\.sql$/)
  })
})
