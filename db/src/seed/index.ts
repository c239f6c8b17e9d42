/**
 * The seed content every Kitly database starts with (categories, tools, featured bundles, launch posts, the kit
 * planner's task data, the tools' task keywords, the starter tutorials, and the editorial featured tools, notability
 * tiers and bundles), each part once per database: seed_history records what ran, so seeding twice changes nothing
 * and a restart never brings back content an admin deleted. The editorial listings apply per tool instead (see
 * listings.ts). The API's seed adds the demo set and the search table's order; the search tests add that order alone.
 */
import { z } from 'zod'
import { type DatabasePool, type DatabaseTransactionConnection, sql } from '../sql.ts'
import { insertLaunchPosts } from './blog-posts.ts'
import { insertEditorialBundles, insertFeaturedBundles } from './bundles.ts'
import { insertCatalog } from './catalog.ts'
import { featureEditorialTools, setEditorialNotability } from './editorial.ts'
import { applyListings } from './listings.ts'
import { addTaskKeywords, insertTaskData } from './tasks.ts'
import { insertTutorials } from './tutorials.ts'

export { FEATURED_BUNDLES, readEditorialBundles } from './bundles.ts'
export { CATALOG_DIR, type CatalogTool, insertCatalog, readCatalog } from './catalog.ts'
export { readEditorialPicks } from './editorial.ts'
export { applyListings, LISTINGS_DIR, PLATFORMS, readListingFiles } from './listings.ts'
export { readTaskData } from './tasks.ts'
export { readTutorials } from './tutorials.ts'

export type CatalogSeedName =
  | 'catalog'
  | 'tasks'
  | 'task-keywords'
  | 'tutorials'
  | 'featured-tools'
  | 'notability'
  | 'bundles'
  | 'listings'

/** Applies the parts of the seed content this database has not had yet; answers those it applied. */
export async function seedCatalog(pool: DatabasePool): Promise<CatalogSeedName[]> {
  const applied: CatalogSeedName[] = []
  if (await applyOnce(pool, 'catalog', insertCatalogContent)) applied.push('catalog')
  if (await applyOnce(pool, 'tasks', async (tx) => void (await insertTaskData(tx)))) applied.push('tasks')
  if (await applyOnce(pool, 'task-keywords', async (tx) => void (await addTaskKeywords(tx))))
    applied.push('task-keywords')
  if (await applyOnce(pool, 'tutorials', insertTutorials)) applied.push('tutorials')
  // Parts added after launch run once on databases seeded before them too.
  if (await applyOnce(pool, 'featured-tools', async (tx) => void (await featureEditorialTools(tx))))
    applied.push('featured-tools')
  if (await applyOnce(pool, 'notability', async (tx) => void (await setEditorialNotability(tx))))
    applied.push('notability')
  if (await applyOnce(pool, 'bundles', async (tx) => void (await insertEditorialBundles(tx)))) applied.push('bundles')
  // Not once per database: listing files arrive a category at a time, and each applies only where none was.
  if ((await pool.transaction((tx) => applyListings(tx))) > 0) applied.push('listings')
  return applied
}

async function insertCatalogContent(tx: DatabaseTransactionConnection): Promise<void> {
  await insertCatalog(tx)
  await insertFeaturedBundles(tx)
  await insertLaunchPosts(tx)
}

/** Runs `work` and records `name` in one transaction, unless `name` is already recorded. */
export async function applyOnce(
  pool: DatabasePool,
  name: string,
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
