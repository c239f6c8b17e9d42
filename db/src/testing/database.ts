/**
 * Per-file test databases, cloned from the migrated template that global-setup.ts prepares.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const TEMPLATE_DATABASE = 'kitly_template'

export type TestDatabase = { name: string; url: string; drop(): Promise<void> }

function adminUrl(): string {
  const url = process.env.KITLY_TEST_ADMIN_URL
  if (!url) throw new Error('No test Postgres: run the tests through vitest (global-setup.ts starts one).')
  return url
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A fresh, migrated, empty database of its own (~25 ms). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => cloneTemplate(client, name))
  return testDatabase(name)
}

/** An empty database, not even migrated: the target of a restore. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const name = `e_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  return testDatabase(name)
}

function testDatabase(name: string): TestDatabase {
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

// Postgres refuses to clone a template while another session is connected to it (55006), which
// can happen for a moment when test files start together: try again shortly.
async function cloneTemplate(client: pg.Client, name: string, attempts = 20): Promise<void> {
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
  } catch (error) {
    if ((error as { code?: string }).code !== '55006' || attempts <= 1) throw error
    await new Promise((resolve) => setTimeout(resolve, 50))
    await cloneTemplate(client, name, attempts - 1)
  }
}
