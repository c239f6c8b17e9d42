/**
 * A Postgres server of the test's own (embedded, in a folder of its own), so a test can stop and restart it
 * without disturbing the one every other test file shares. It restarts on the same port, so the app's pool
 * can reconnect by itself. The folder doubles as the app's DATA_DIR, as with `kitly start`.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateDatabase } from '@kitly/db'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@kitly/db/embedded'
import { findFreePort } from '@kitly/db/free-port'
import pg from 'pg'

const DATABASE = 'kitly'

export type OwnPostgres = {
  /** The migrated `kitly` database. */
  url: string
  dataDir: string
  stop(): Promise<void>
  /** Starts it again after `stop`, on the same port. */
  start(): Promise<void>
  /** Stops it and removes its folder. */
  destroy(): Promise<void>
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-own-pg-'))
  // mkdtemp makes the folder private; as root, Postgres runs as its own user and must get in.
  chmodSync(dataDir, 0o755)
  const port = await findFreePort()
  // Durable (no `ephemeral`): the outage test checks that acknowledged writes survive a stop.
  const launch = () => startEmbeddedPostgres({ dataDir, port })
  let server: EmbeddedDatabase | null = await launch()
  const admin = new pg.Client({ connectionString: server.adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${DATABASE}`)
  await admin.end()
  const url = server.urlFor(DATABASE)
  await migrateDatabase(url)

  const stop = async () => {
    await server?.stop()
    server = null
  }
  return {
    url,
    dataDir,
    stop,
    async start() {
      server ??= await launch()
    },
    async destroy() {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
