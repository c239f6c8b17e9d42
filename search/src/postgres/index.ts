/**
 * The default engine: everything in Postgres. The tools' search documents and the vocabulary are kept by
 * triggers in the same transaction as each change, so there is no index to feed; reindexAll rebuilds
 * both from scratch (after a restore, or a change of text search configuration) and puts the tools searches read
 * back in popularity order (table-order.ts).
 */

import type { DatabasePool } from 'slonik'
import { z } from 'zod'
import type { IndexProgress, SearchEngine } from '../engine.ts'
import { retrieveKitCandidates } from '../recommender/candidates.ts'
import { sql } from '../sql.ts'
import { searchBundles, searchCategories, searchPosts } from './collections.ts'
import { orderToolSearchByPopularity } from './table-order.ts'
import { searchTools } from './tools.ts'
import { createWordAnalyzer } from './vocabulary.ts'

const REINDEX_BATCH = 2_000

export type PostgresEngineOptions = {
  /** A pool whose connections reuse generic plans (plan_cache_mode=force_generic_plan), for the searches gaining from it. */
  reusedPlans?: DatabasePool | undefined
  /** Tool searches count and rank every match: the reference the benchmark measures the bounded ranking against. */
  unbounded?: boolean
}

export function createPostgresEngine(
  db: DatabasePool,
  { reusedPlans, unbounded = false }: PostgresEngineOptions = {},
): SearchEngine {
  const analyzeWords = createWordAnalyzer()
  return {
    name: 'postgres',
    tools: (query) => searchTools(db, analyzeWords, query, { reusedPlans, unbounded }),
    categories: (query) => searchCategories(db, query),
    bundles: (query) => searchBundles(db, query),
    posts: (query) => searchPosts(db, query),
    kitCandidates: (query) => retrieveKitCandidates(db, query),
    reindexAll: (progress) => reindexTools(db, progress),
    health: async () => 'ok',
  }
}

async function reindexTools(db: DatabasePool, progress?: IndexProgress): Promise<{ tools: number }> {
  const ids = await db.anyFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools ORDER BY id`)
  await db.transaction(async (tx) => {
    // Rewriting a searchable column re-runs the trigger that builds each tool's document, and the one that copies
    // what searches read to tool_search (where it differs). It is no edit: updated_at stays (migration 0032).
    await tx.query(sql.typeAlias('void')`SET LOCAL kitly.reindexing = on`)
    for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
      const batch = ids.slice(start, start + REINDEX_BATCH)
      await tx.query(sql.typeAlias('void')`UPDATE tools SET name = name WHERE id = ANY(${sql.array(batch, 'int4')})`)
      progress?.(Math.min(start + REINDEX_BATCH, ids.length), ids.length)
    }
    await tx.query(sql.typeAlias('void')`
      DELETE FROM tool_search s WHERE NOT EXISTS (SELECT FROM tools t WHERE t.id = s.id)`)
    await tx.query(sql.typeAlias('void')`TRUNCATE search_vocabulary`)
    await tx.query(sql.typeAlias('void')`
      INSERT INTO search_vocabulary (word, doc_count, stem)
      SELECT w, count(*)::int, search_stem(w) FROM tools, search_words(search_text) AS w
      WHERE status = 'active' AND discontinued_at IS NULL GROUP BY w`)
  })
  await orderToolSearchByPopularity(db)
  return { tools: ids.length }
}
