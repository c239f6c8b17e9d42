/**
 * The Meilisearch engine (when MEILI_URL is set): the same interface and results as the Postgres engine.
 * Disjunctive facets take one multi-search: the page of hits, plus one facet query per filter that
 * leaves that filter out. https://www.meilisearch.com/docs/reference/api/multi_search
 */
import type { Meilisearch, SearchParams } from 'meilisearch'
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import {
  MAX_TASK_FACETS,
  type SearchEngine,
  type SimpleSearchQuery,
  ToolCard,
  ToolSearchQuery,
  type ToolSearchResult,
} from '../engine.ts'
import { highlight } from '../highlight.ts'
import { parseQueryWords } from '../query-text.ts'
import { sql } from '../sql.ts'
import { reindexAll } from './indexing.ts'
import { INDEX } from './settings.ts'

type ParsedQuery = z.output<typeof ToolSearchQuery>

const CARD_FIELDS = Object.keys(ToolCard.shape)

export function createMeiliEngine(client: Meilisearch, db: CommonQueryMethods): SearchEngine {
  return {
    name: 'meilisearch',
    tools: (query) => searchTools(client, db, ToolSearchQuery.parse(query)),
    categories: (query) => searchIds(client, INDEX.categories, query),
    bundles: (query) => searchIds(client, INDEX.bundles, query),
    posts: (query) => searchIds(client, INDEX.posts, query),
    reindexAll: (progress) => reindexAll(client, db, progress),
    health: () =>
      client.health().then(
        ({ status }) => (status === 'available' ? 'ok' : 'down'),
        () => 'down',
      ),
  }
}

async function searchTools(client: Meilisearch, db: CommonQueryMethods, query: ParsedQuery): Promise<ToolSearchResult> {
  const started = performance.now()
  const base = baseFilters(query)
  const category = categoryFilter(query)
  const pricing = pricingFilter(query)
  const task = query.task === undefined ? [] : [`task_slugs = ${quote(query.task)}`]
  const common: SearchParams & { indexUid: string; q: string } = { indexUid: INDEX.tools, q: query.q }
  const queries = [
    {
      ...common,
      filter: [...base, ...category, ...pricing, ...task],
      limit: query.limit,
      offset: query.offset,
      sort: sortFor(query),
      attributesToRetrieve: CARD_FIELDS,
    },
    ...(query.facets
      ? [
          { ...common, filter: [...base, ...pricing, ...task], facets: ['category_slug'], limit: 0 },
          { ...common, filter: [...base, ...category, ...task], facets: ['is_paid'], limit: 0 },
          { ...common, filter: [...base, ...category, ...pricing], facets: ['task_slugs'], limit: 0 },
        ]
      : []),
  ]
  const { results } = await client.multiSearch({ queries })
  const [page, byCategory, byPricing, byTask] = results
  const hits = z.array(ToolCard).parse(page?.hits ?? [])
  const terms = parseQueryWords(query.q)
    .filter((word) => !word.negated)
    .map((word) => word.text)
  return {
    hits: hits.map((hit) => ({
      ...hit,
      highlight: { name: highlight(hit.name, terms), short_description: highlight(hit.short_description, terms) },
    })),
    total: page?.estimatedTotalHits ?? page?.totalHits ?? 0,
    facets: {
      categories: await categoryFacets(db, byCategory?.facetDistribution?.category_slug ?? {}),
      pricing: {
        free: byPricing?.facetDistribution?.is_paid?.false ?? 0,
        paid: byPricing?.facetDistribution?.is_paid?.true ?? 0,
      },
      tasks: await taskFacets(db, byTask?.facetDistribution?.task_slugs ?? {}),
    },
    // Meilisearch corrects typos silently; it does not say which words it changed.
    correctedQuery: null,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  }
}

const quote = (value: string) => JSON.stringify(value)

function baseFilters(query: ParsedQuery): string[] {
  return [
    ...(query.featured === undefined ? [] : [`is_featured = ${query.featured}`]),
    ...(query.platform === undefined ? [] : [`platforms = ${quote(query.platform)}`]),
    ...(query.hasApi === undefined ? [] : [`has_api = ${query.hasApi}`]),
    ...(query.openSource === undefined ? [] : [`open_source = ${query.openSource}`]),
    ...(query.exclude.length > 0 ? [`id NOT IN [${query.exclude.join(', ')}]`] : []),
  ]
}

function categoryFilter(query: ParsedQuery): string[] {
  if (query.categoryId !== undefined) return [`category_id = ${query.categoryId}`]
  if (query.category !== undefined) return [`category_slug = ${quote(query.category)}`]
  return []
}

/** "Paid" is paid; every other pricing model, unknown included, counts as free. */
function pricingFilter(query: ParsedQuery): string[] {
  if (query.pricing === undefined) return []
  return [`is_paid = ${query.pricing === 'paid'}`]
}

function sortFor(query: ParsedQuery): string[] | undefined {
  const sort = query.sort ?? (query.q.trim() === '' ? 'popular' : 'relevance')
  const sorts: Record<typeof sort, string[] | undefined> = {
    relevance: undefined,
    popular: ['popularity:desc', 'name_sort:asc'],
    rating: ['rating:desc', 'review_count:desc', 'name_sort:asc'],
    newest: ['created_at:desc'],
    name: ['name_sort:asc'],
  }
  return sorts[sort]
}

const CategoryRow = z.object({ id: z.number(), slug: z.string(), name: z.string() })

async function categoryFacets(db: CommonQueryMethods, counts: Record<string, number>) {
  const slugs = Object.keys(counts)
  if (slugs.length === 0) return []
  const categories = await db.any(sql.type(CategoryRow)`
    SELECT id, slug, name FROM categories WHERE slug = ANY(${sql.array(slugs, 'text')})`)
  return categories
    .map((category) => ({ ...category, count: counts[category.slug] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

const TaskRow = z.object({ slug: z.string(), name: z.string() })

async function taskFacets(db: CommonQueryMethods, counts: Record<string, number>) {
  const slugs = Object.keys(counts)
  if (slugs.length === 0) return []
  const tasks = await db.any(
    sql.type(TaskRow)`SELECT slug, name FROM tasks WHERE slug = ANY(${sql.array(slugs, 'text')})`,
  )
  return tasks
    .map((task) => ({ ...task, count: counts[task.slug] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, MAX_TASK_FACETS)
}

async function searchIds(client: Meilisearch, index: string, { q, limit = 50 }: SimpleSearchQuery) {
  const result = await client.index(index).search(q, { limit, attributesToRetrieve: ['id'] })
  return z
    .array(z.object({ id: z.number() }))
    .parse(result.hits)
    .map((hit) => hit.id)
}
