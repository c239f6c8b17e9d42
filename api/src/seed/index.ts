/**
 * Seeding: the catalog (categories, tools, featured bundles, launch posts) once per database, then the
 * kit planner's task data once and the tools' task keywords once (a database seeded before either existed gets
 * them too), the demo set
 * once when asked. seed_history records what ran, so seeding twice changes nothing
 * and a restart never brings back content an admin deleted.
 */
import { orderToolSearchByPopularity } from '@kitly/search'
import { z } from 'zod'
import { type DatabasePool, type DatabaseTransactionConnection, sql } from '../db/sql.ts'
import { insertLaunchPosts } from './blog-posts.ts'
import { insertCatalog } from './catalog.ts'
import { insertDemoData } from './demo.ts'
import { insertFeaturedBundles } from './featured-bundles.ts'
import { addTaskKeywords, insertTaskData } from './tasks.ts'

export type SeedName = 'catalog' | 'tasks' | 'task-keywords' | 'demo'
export type SeedReport = { applied: SeedName[] }

export async function seedDatabase(pool: DatabasePool, options: { demo?: boolean } = {}): Promise<SeedReport> {
  const applied: SeedName[] = []
  if (await applyOnce(pool, 'catalog', seedCatalog)) applied.push('catalog')
  if (await applyOnce(pool, 'tasks', async (tx) => void (await insertTaskData(tx)))) applied.push('tasks')
  if (await applyOnce(pool, 'task-keywords', async (tx) => void (await addTaskKeywords(tx))))
    applied.push('task-keywords')
  if (options.demo && (await applyOnce(pool, 'demo', insertDemoData))) applied.push('demo')
  // Reviews (the demo's) make tools more popular than the order they were inserted in (search/src/postgres/table-order.ts).
  if (applied.length > 0) await orderToolSearchByPopularity(pool)
  return { applied }
}

async function seedCatalog(tx: DatabaseTransactionConnection): Promise<void> {
  await insertCatalog(tx)
  await insertFeaturedBundles(tx)
  await insertLaunchPosts(tx)
}

/** Runs `work` and records `name` in one transaction, unless `name` is already recorded. */
async function applyOnce(
  pool: DatabasePool,
  name: SeedName,
  work: (tx: DatabaseTransactionConnection) => Promise<void>,
): Promise<boolean> {
  return pool.transaction(async (tx) => {
    // The row lock makes a concurrent seeder wait here, then see the row and skip.
    const claimed = await tx.maybeOneFirst(sql.type(z.object({ name: z.string() }))`
      INSERT INTO seed_history (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING RETURNING name`)
    if (claimed === null) return false
    await work(tx)
    return true
  })
}
