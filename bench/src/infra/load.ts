/**
 * Loads a generated dataset into a migrated database: categories, then tools in batches through
 * INSERT … SELECT FROM jsonb_to_recordset (one statement per batch, so the statement-level vocabulary and outbox
 * triggers run once per batch, and the row trigger builds each search document as in production). Then the
 * outbox is emptied (no external index here), the searched rows are put in popularity order as seeding does (each
 * batch is in order by itself), and VACUUM ANALYZE leaves the GIN pending lists merged and the planner statistics
 * current.
 */

import { createDatabasePool } from '@kitly/db'
import { orderToolSearchByPopularity } from '@kitly/search'
import pg from 'pg'
import type { Dataset } from '../data/generate.ts'

const BATCH = 5_000

export type LoadReport = { tools: number; vocabulary: number; seconds: number; rowsPerSecond: number }

export async function loadDataset(url: string, dataset: Dataset): Promise<LoadReport> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const started = performance.now()
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO categories (name, slug, tags)
       SELECT name, slug, tags FROM jsonb_to_recordset($1::jsonb) AS c(name text, slug text, tags text[])`,
      [JSON.stringify(dataset.vocabulary.categories)],
    )
    for (let start = 0; start < dataset.tools.length; start += BATCH) {
      await client.query(
        `INSERT INTO tools (name, slug, category_id, pricing_model, status, is_featured, short_description, description,
                            website_url, tags, features, rating, review_count, click_count)
         SELECT t.name, t.slug, (SELECT id FROM categories WHERE slug = t.category_slug), t.pricing_model, t.status,
                t.is_featured, t.short_description, t.description, t.website_url, t.tags, t.features, t.rating,
                t.review_count, t.click_count
         FROM jsonb_to_recordset($1::jsonb) AS t(name text, slug text, category_slug text, pricing_model text,
              status text, is_featured boolean, short_description text, description text, website_url text,
              tags text[], features text[], rating numeric, review_count int, click_count bigint)`,
        [JSON.stringify(dataset.tools.slice(start, start + BATCH))],
      )
    }
    await client.query('TRUNCATE search_outbox')
    await client.query('COMMIT')
    const seconds = (performance.now() - started) / 1000
    const pool = await createDatabasePool(url, { maxPoolSize: 1 })
    await orderToolSearchByPopularity(pool).finally(() => pool.end())
    await client.query('VACUUM ANALYZE')
    const counts = await client.query<{ tools: number; vocabulary: number }>(
      'SELECT (SELECT count(*)::int FROM tools) AS tools, (SELECT count(*)::int FROM search_vocabulary) AS vocabulary',
    )
    const row = counts.rows[0] ?? { tools: 0, vocabulary: 0 }
    if (row.tools !== dataset.tools.length) {
      throw new Error(`loaded ${row.tools} tools, expected ${dataset.tools.length}`)
    }
    return { tools: row.tools, vocabulary: row.vocabulary, seconds, rowsPerSecond: row.tools / seconds }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
