/** A test app on a database holding the real seed catalog (categories, 820 tools, bundles, posts). */
import type { FastifyInstance } from 'fastify'
import { seedDatabase } from '../src/seed/index.ts'
import { buildTestApp } from './build-test-app.ts'

export async function buildCatalogApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(env)
  await seedDatabase(app.db)
  return app
}
