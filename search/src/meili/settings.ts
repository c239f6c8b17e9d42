/**
 * Meilisearch index names and settings: code, applied before the first write (`ensureIndexes`, at start-up and by
 * the outbox) and to each new index of a reindex, so every deployment searches with the same rules as the Postgres
 * engine (word weights by attribute order, the same sort keys) and no sort, filter or facet meets an index that
 * does not declare it. https://www.meilisearch.com/docs/reference/api/settings
 */
import { isDeepStrictEqual } from 'node:util'
import type { Meilisearch, Settings } from 'meilisearch'
import { succeeded } from './client.ts'

export const INDEX = { tools: 'tools', categories: 'categories', bundles: 'bundles', posts: 'posts' } as const
export type IndexName = (typeof INDEX)[keyof typeof INDEX]

/** Meilisearch's relevance rules, in its default order. */
const RELEVANCE = ['words', 'typo', 'proximity', 'attribute', 'exactness']
const SORT_FIRST = ['sort', ...RELEVANCE]

export const INDEX_SETTINGS: Record<IndexName, Settings> = {
  tools: {
    // Attribute order is ranking order: name, then tags and category, then short description, then the rest.
    searchableAttributes: ['name', 'tags', 'category_name', 'short_description', 'body'],
    // Sorted, as Meilisearch returns them: the settings read back compare equal and are not sent again.
    filterableAttributes: [
      'category_id',
      'category_slug',
      'has_api',
      'id',
      'is_featured',
      'is_paid',
      'open_source',
      'platforms',
      'pricing_model',
      'task_slugs',
    ],
    sortableAttributes: ['created_at', 'featured_order', 'id', 'name_sort', 'popularity', 'rating', 'review_count'],
    // An explicit sort orders first, as in the Postgres engine (Meilisearch's default puts it after relevance); the
    // relevance order then breaks ties as Postgres does: popularity, then id.
    rankingRules: [...SORT_FIRST, 'popularity:desc', 'id:asc'],
    // Same word-length rule as the Postgres engine: 1 typo from 5 letters, 2 from 9.
    typoTolerance: { minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    pagination: { maxTotalHits: 1_000_000 },
    faceting: { maxValuesPerFacet: 200 },
  },
  // The Postgres engine finds a category or bundle by a name typed with a slip ("imge"): typos from 4 letters.
  categories: {
    searchableAttributes: ['name', 'tags', 'description'],
    rankingRules: [...RELEVANCE, 'name_sort:asc'],
    typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 9 } },
  },
  bundles: {
    searchableAttributes: ['name', 'tags', 'summary', 'description', 'use_case_guidance'],
    rankingRules: [...RELEVANCE, 'popularity:desc', 'name_sort:asc'],
    typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 9 } },
  },
  posts: {
    searchableAttributes: ['title', 'tags', 'excerpt', 'content'],
    rankingRules: [...RELEVANCE, 'published_at:desc'],
  },
}

/** Whether every setting we declare has that value in what Meilisearch reports (which lists every setting). */
function declares(current: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? declares((current[key] ?? {}) as Record<string, unknown>, value as Record<string, unknown>)
      : isDeepStrictEqual(current[key], value),
  )
}

/**
 * Creates the index if missing and gives it our settings, only when they differ: an unchanged boot sends nothing
 * (a settings update makes Meilisearch re-index every document).
 * @throws MeiliTaskError when Meilisearch refuses the settings
 */
export async function applyIndexSettings(client: Meilisearch, uid: string, settings: Settings): Promise<void> {
  const current = await client
    .index(uid)
    .getSettings()
    .catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === 'index_not_found') return null
      throw error
    })
  if (current && declares(current, settings)) return
  await succeeded(client.index(uid).updateSettings(settings))
}

/** Every live index exists with our settings. */
export async function ensureIndexes(client: Meilisearch): Promise<void> {
  for (const uid of Object.values(INDEX)) await applyIndexSettings(client, uid, INDEX_SETTINGS[uid])
}
