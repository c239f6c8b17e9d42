/**
 * Test fixtures for the search suites: a database of its own with the real seed catalog, and the
 * engines to run the contract against (Postgres always; Meilisearch when MEILI_URL is set).
 */

import type { DatabasePool } from 'slonik'
import { createDatabasePool } from '../../api/src/db/pool.ts'
import { seedDatabase } from '../../api/src/seed/index.ts'
import { createTestDatabase, type TestDatabase } from '../../api/test/database.ts'
import type { SearchEngine } from './engine.ts'
import { createPostgresEngine } from './postgres/index.ts'

export type SearchFixture = { db: DatabasePool; database: TestDatabase; close(): Promise<void> }

export async function createCatalogDatabase(): Promise<SearchFixture> {
  const database = await createTestDatabase()
  const db = await createDatabasePool(database.url)
  await seedDatabase(db)
  return {
    db,
    database,
    close: async () => {
      await db.end()
      await database.drop()
    },
  }
}

export type EngineFactory = { name: string; create(db: DatabasePool): Promise<SearchEngine> }

export const ENGINE_FACTORIES: EngineFactory[] = [{ name: 'postgres', create: async (db) => createPostgresEngine(db) }]
