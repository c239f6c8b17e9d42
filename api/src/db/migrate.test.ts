import { readdirSync } from 'node:fs'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, migrateDatabase } from './migrate.ts'

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
    expect(first.version).toBe(migrationFiles.length)
    const second = await migrateDatabase(database.url)
    expect(second).toEqual({ applied: [], version: migrationFiles.length })
  })

  it('lets two instances start at once without migrating twice', async () => {
    const database = await createEmptyDatabase()
    drops.push(database.drop)
    const [a, b] = await Promise.all([migrateDatabase(database.url), migrateDatabase(database.url)])
    expect([...a.applied, ...b.applied].sort()).toEqual(migrationFiles.sort())
    expect(a.version).toBe(b.version)
  })

  it('names migration files so they sort in the order they must run', () => {
    for (const file of migrationFiles) expect(file).toMatch(/^\d{4}\.do\.[a-z0-9-]+\.sql$/)
  })
})
