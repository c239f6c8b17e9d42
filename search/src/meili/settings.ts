/**
 * Meilisearch index names and settings: code, applied by reindexAll, so every deployment searches
 * with the same rules as the Postgres engine (word weights by attribute order, the same sort keys).
 * https://www.meilisearch.com/docs/reference/api/settings
 */
import type { Settings } from 'meilisearch'

export const INDEX = { tools: 'tools', categories: 'categories', bundles: 'bundles', posts: 'posts' } as const

export const INDEX_SETTINGS: Record<keyof typeof INDEX, Settings> = {
  tools: {
    // Attribute order is ranking order: name, then tags and category, then short description, then the rest.
    searchableAttributes: ['name', 'tags', 'category_name', 'short_description', 'body'],
    filterableAttributes: [
      'id',
      'category_id',
      'category_slug',
      'is_paid',
      'is_featured',
      'pricing_model',
      'task_slugs',
    ],
    sortableAttributes: ['name_sort', 'rating', 'review_count', 'popularity', 'created_at'],
    // Same word-length rule as the Postgres engine: 1 typo from 5 letters, 2 from 9.
    typoTolerance: { minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    pagination: { maxTotalHits: 1_000_000 },
    faceting: { maxValuesPerFacet: 200 },
  },
  categories: { searchableAttributes: ['name', 'tags', 'description'] },
  bundles: { searchableAttributes: ['name', 'tags', 'summary', 'description', 'use_case_guidance'] },
  posts: { searchableAttributes: ['title', 'tags', 'excerpt', 'content'] },
}
