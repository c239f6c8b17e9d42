/**
 * The benchmark's Postgres: DATABASE_URL's server when set (only databases named kitly_bench_* are created and
 * dropped there), else an embedded Postgres in a temporary folder, started the way the tests start theirs
 * (db/src/testing/global-setup.ts: chmod 755 so the postgres user gets in, durability off).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDatabase } from '@kitly/db'
import { startEmbeddedPostgres } from '@kitly/db/embedded'
import pg from 'pg'

export type BenchPostgres = {
  adminUrl: string
  embedded: boolean
  /** A fresh database migrated with the project's migrations (dropped first if a previous run left it). */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

export async function startBenchPostgres(log: (line: string) => void): Promise<BenchPostgres> {
  const external = process.env.DATABASE_URL
  if (external) {
    log('Postgres: the server of DATABASE_URL')
    const adminUrl = withDatabase(external, 'postgres')
    return { adminUrl, embedded: false, createDatabase: (name) => createDatabase(adminUrl, name), stop: async () => {} }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-bench-pg-'))
  // mkdtemp makes the folder private; as root, Postgres runs as its own user and must get in.
  chmodSync(dataDir, 0o755)
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true })
  log(`Postgres: embedded, in ${dataDir}`)
  return {
    adminUrl: server.adminUrl,
    embedded: true,
    createDatabase: (name) => createDatabase(server.adminUrl, name),
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^kitly_bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to (re)create database ${name}`)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = withDatabase(adminUrl, name)
  await migrateDatabase(url)
  return url
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
