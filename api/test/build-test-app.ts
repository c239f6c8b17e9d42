/**
 * A real Kitly app on a database of its own. Close it when done (`await app.close()`): that also
 * drops the database.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createTestDatabase } from './database.ts'

export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase()
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env })
  const app = await buildApp({ ...config, databaseUrl: database.url })
  app.addHook('onClose', () => database.drop())
  return app
}
