/**
 * Seeding: the seed content of @kitly/db (catalog, task data, task keywords) once per database, the demo set
 * once when asked, then the search table put in popularity order when anything changed.
 */

import type { DatabasePool } from '@kitly/db'
import { applyOnce, type CatalogSeedName, seedCatalog } from '@kitly/db/seed'
import { orderToolSearchByPopularity } from '@kitly/search'
import { insertDemoData } from './demo.ts'

export type SeedName = CatalogSeedName | 'demo'
export type SeedReport = { applied: SeedName[] }

export async function seedDatabase(pool: DatabasePool, options: { demo?: boolean } = {}): Promise<SeedReport> {
  const applied: SeedName[] = await seedCatalog(pool)
  if (options.demo && (await applyOnce(pool, 'demo', insertDemoData))) applied.push('demo')
  // Reviews (the demo's) make tools more popular than the order they were inserted in (search/src/postgres/table-order.ts).
  if (applied.length > 0) await orderToolSearchByPopularity(pool)
  return { applied }
}
