/**
 * Index documents read from Postgres, the source of truth. Only what the public may find is indexed: active
 * tools still offered (not discontinued), active bundles, published posts. Anything else (or gone) is deleted
 * from the index.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { IndexableTool, type ToolDocument, toToolDocument } from '../document.ts'
import { sql } from '../sql.ts'

export type Entity = 'tool' | 'category' | 'bundle' | 'post'

export type EntityDocuments = {
  /** Documents to add or replace. */
  upserts: Array<Record<string, unknown> & { id: number }>
  /** Ids to delete: asked for, but not (or no longer) indexable. */
  deletions: number[]
}

const TextDocument = z.object({ id: z.number() }).catchall(z.unknown())

export async function loadToolDocuments(
  db: CommonQueryMethods,
  ids: readonly number[] | null,
): Promise<ToolDocument[]> {
  const rows = await db.any(sql.type(IndexableTool)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
           t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags, t.description, t.features,
           t.search_keywords, t.use_cases, t.platforms, t.has_api, t.open_source, t.click_count, t.popularity,
           -- Exact as a float8 (microseconds stay below 2^53); a bigint would come back as a BigInt.
           (extract(epoch FROM t.created_at) * 1000000)::float8 AS created_at,
           ARRAY(SELECT ta.slug::text FROM tool_tasks tt JOIN tasks ta ON ta.id = tt.task_id
                 WHERE tt.tool_id = t.id AND tt.reviewed ORDER BY ta.slug) AS task_slugs
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' AND t.discontinued_at IS NULL ${ids ? sql.fragment`AND t.id = ANY(${sql.array([...ids], 'int4')})` : sql.fragment``}
    ORDER BY t.id`)
  return rows.map(toToolDocument)
}

/**
 * The documents of the other collections (small, so read whole), with the keys the Postgres engine breaks ties by:
 * categories by name, bundles by popularity then name, posts newest first.
 */
const collectionQueries = {
  category: sql.fragment`SELECT id, name, slug, description, tags, search_normalize(name) AS name_sort FROM categories`,
  bundle: sql.fragment`SELECT id, name, slug, summary, description, use_case_guidance, tags, popularity,
                              search_normalize(name) AS name_sort
                       FROM bundles WHERE status = 'active'`,
  post: sql.fragment`SELECT id, title, slug, excerpt, content, tags,
                            (extract(epoch FROM published_at) * 1000000)::float8 AS published_at
                     FROM posts WHERE is_published`,
}

export async function loadDocuments(
  db: CommonQueryMethods,
  entity: Entity,
  ids: readonly number[] | null,
): Promise<EntityDocuments> {
  const upserts =
    entity === 'tool'
      ? await loadToolDocuments(db, ids)
      : await db.any(sql.type(TextDocument)`
          SELECT * FROM (${collectionQueries[entity]}) AS d
          ${ids ? sql.fragment`WHERE d.id = ANY(${sql.array([...ids], 'int4')})` : sql.fragment``}
          ORDER BY d.id`)
  const found = new Set(upserts.map((document) => document.id))
  return { upserts: [...upserts], deletions: (ids ?? []).filter((id) => !found.has(id)) }
}
