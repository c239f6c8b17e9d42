/**
 * A real Kitly app on a database of its own, with a DATA_DIR of its own (uploads, cookie secret). Close it
 * when done (`await app.close()`): that also drops the database and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestDatabase } from '@kitly/db/testing'
import type { FastifyInstance } from 'fastify'
import { type BuildOptions, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'

export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = await createTestDatabase()
  const ownDataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'kitly-test-data-')) : null
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // As behind a proxy on this machine: tests give each client its own address with X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // Tests send digests when they choose (sendWatchDigests), never on a timer.
    WATCH_DIGEST_EVERY: 'off',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  })
  const app = await buildApp({ ...config, databaseUrl: database.url }, options)
  app.addHook('onClose', async () => {
    await database.drop()
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
  })
  return app
}
