/**
 * Searches over the small collections (categories, bundles, published posts): full text on the fly plus a
 * trigram match on the name, so "imge" still finds "Image Generation". Tens to hundreds of rows: no index needed.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import type { SimpleSearchQuery } from '../engine.ts'
import { sql } from '../sql.ts'

const IdRow = z.object({ id: z.number() })
const DEFAULT_LIMIT = 50

export function searchCategories(db: CommonQueryMethods, { q, limit = DEFAULT_LIMIT }: SimpleSearchQuery) {
  return db.anyFirst(sql.type(IdRow)`
    SELECT id FROM categories,
      LATERAL (SELECT to_tsvector('kitly', concat_ws(' ', name, description, array_to_string(tags, ' '))) AS document) d
    WHERE d.document @@ websearch_to_tsquery('kitly', ${q})
       OR search_normalize(name) % search_normalize(${q})
       OR search_normalize(name) LIKE '%' || search_normalize(${escapeLike(q)}) || '%'
    ORDER BY similarity(search_normalize(name), search_normalize(${q})) DESC, name
    LIMIT ${limit}`)
}

export function searchBundles(db: CommonQueryMethods, { q, limit = DEFAULT_LIMIT }: SimpleSearchQuery) {
  return db.anyFirst(sql.type(IdRow)`
    SELECT id FROM bundles,
      LATERAL (SELECT to_tsvector('kitly', concat_ws(' ', name, summary, description, use_case_guidance,
                                                    array_to_string(tags, ' '))) AS document) d
    WHERE status = 'active'
      AND (d.document @@ websearch_to_tsquery('kitly', ${q})
           OR search_normalize(name) % search_normalize(${q})
           OR search_normalize(name) LIKE '%' || search_normalize(${escapeLike(q)}) || '%')
    ORDER BY ts_rank_cd(d.document, websearch_to_tsquery('kitly', ${q})) DESC, popularity DESC, name
    LIMIT ${limit}`)
}

export function searchPosts(db: CommonQueryMethods, { q, limit = DEFAULT_LIMIT }: SimpleSearchQuery) {
  return db.anyFirst(sql.type(IdRow)`
    SELECT id FROM posts,
      LATERAL (SELECT setweight(to_tsvector('kitly', title), 'A') || setweight(to_tsvector('kitly', excerpt), 'B')
                   || setweight(to_tsvector('kitly', array_to_string(tags, ' ')), 'B')
                   || setweight(to_tsvector('kitly', content), 'D') AS document) d
    WHERE is_published
      AND (d.document @@ websearch_to_tsquery('kitly', ${q})
           OR search_normalize(title) LIKE '%' || search_normalize(${escapeLike(q)}) || '%')
    ORDER BY ts_rank_cd(d.document, websearch_to_tsquery('kitly', ${q})) DESC, published_at DESC
    LIMIT ${limit}`)
}

/** LIKE treats % and _ as wildcards; a visitor's text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
