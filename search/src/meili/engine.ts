/**
 * The Meilisearch engine (when MEILI_URL is set): the same interface and results as the Postgres engine.
 * Disjunctive facets take one multi-search: the page of hits, plus one facet query per filter that
 * leaves that filter out. https://www.meilisearch.com/docs/reference/api/multi_search
 */
import type { Meilisearch, MultiSearchFederation } from 'meilisearch'
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import {
  type KitCandidateQuery,
  MAX_TASK_FACETS,
  type SearchEngine,
  type SimpleSearchQuery,
  ToolCard,
  ToolSearchQuery,
  type ToolSearchResult,
} from '../engine.ts'
import { escapeHtml } from '../highlight.ts'
import { MIN_ALL_WORDS_HITS } from '../postgres/tool-statement/bounds.ts'
import { wordWeights } from '../postgres/tool-statement/word-weights.ts'
import { parseQueryWords, type QueryWord } from '../query-text.ts'
import { sql } from '../sql.ts'
import { reindexAll } from './indexing.ts'
import { INDEX } from './settings.ts'

type ParsedQuery = z.output<typeof ToolSearchQuery>

const CARD_FIELDS = Object.keys(ToolCard.shape)

/**
 * Meilisearch marks the words it matched, typos included, in `_formatted`, between these tags; characters no
 * name or description holds, so the text is escaped first and the tags become <mark> after.
 */
const MARK = { pre: '\u0001', post: '\u0002' }
const HIGHLIGHTING = {
  attributesToHighlight: ['name', 'short_description'],
  highlightPreTag: MARK.pre,
  highlightPostTag: MARK.post,
}
const HighlightedCard = ToolCard.extend({
  _formatted: z.object({ name: z.string(), short_description: z.string() }),
})

/** The escaped text, with Meilisearch's marks as <mark>. */
const marked = (formatted: string) =>
  escapeHtml(formatted).replaceAll(MARK.pre, '<mark>').replaceAll(MARK.post, '</mark>')

export function createMeiliEngine(client: Meilisearch, db: CommonQueryMethods): SearchEngine {
  return {
    name: 'meilisearch',
    tools: (query) => searchTools(client, db, ToolSearchQuery.parse(query)),
    categories: (query) => searchIds(client, INDEX.categories, query),
    bundles: (query) => searchIds(client, INDEX.bundles, query),
    posts: (query) => searchIds(client, INDEX.posts, query),
    kitCandidates: (query) => searchKitCandidates(client, query),
    reindexAll: (progress) => reindexAll(client, db, progress),
    health: () =>
      client.health().then(
        ({ status }) => (status === 'available' ? 'ok' : 'down'),
        () => 'down',
      ),
  }
}

/** What one listing needs from Meilisearch: the page, its total, and each facet counted without its own filter. */
type Listing = {
  hits: unknown[]
  total: number
  byCategory: Record<string, number>
  byPricing: Record<string, number>
  byTask: Record<string, number>
}

/** The filters of the page, and of each facet's count: every filter but the facet's own. */
function listingFilters(query: ParsedQuery) {
  const [base, category, pricing] = [baseFilters(query), categoryFilter(query), pricingFilter(query)]
  const task = query.task === undefined ? [] : [`task_slugs = ${quote(query.task)}`]
  const facets: { facet: string; filter: string[] }[] = [
    { facet: 'category_slug', filter: [...base, ...pricing, ...task] },
    { facet: 'is_paid', filter: [...base, ...category, ...task] },
    { facet: 'task_slugs', filter: [...base, ...category, ...pricing] },
  ]
  return { page: [...base, ...category, ...pricing, ...task], facets }
}

async function searchTools(client: Meilisearch, db: CommonQueryMethods, query: ParsedQuery): Promise<ToolSearchResult> {
  const started = performance.now()
  const words = parseQueryWords(query.q)
  const optional = words.filter((word) => !word.literal)
  let listing = await searchEveryWord(client, query)
  // As the Postgres engine does: when every word finds too little, tools having some of the words follow.
  if (listing.total < MIN_ALL_WORDS_HITS && optional.length > 1) listing = await searchAnyWord(client, query, words)
  const hits = z.array(HighlightedCard).parse(listing.hits)
  return {
    hits: hits.map(({ _formatted, ...hit }) => ({
      ...hit,
      highlight: { name: marked(_formatted.name), short_description: marked(_formatted.short_description) },
    })),
    total: listing.total,
    facets: {
      categories: await categoryFacets(db, listing.byCategory),
      pricing: { free: listing.byPricing.false ?? 0, paid: listing.byPricing.true ?? 0 },
      tasks: await taskFacets(db, listing.byTask),
    },
    // Meilisearch corrects typos silently; it does not say which words it changed.
    correctedQuery: null,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  }
}

/**
 * Every word required (matchingStrategy `all`: the default `last` keeps every document having the first word), in
 * one multi-search: the page, plus one facet query per filter that leaves that filter out.
 */
async function searchEveryWord(client: Meilisearch, query: ParsedQuery): Promise<Listing> {
  const filters = listingFilters(query)
  const common = { indexUid: INDEX.tools, q: searchedText(query.q), matchingStrategy: 'all' as const }
  const { results } = await client.multiSearch({
    queries: [
      {
        ...common,
        filter: filters.page,
        limit: query.limit,
        offset: query.offset,
        sort: sortFor(query),
        attributesToRetrieve: CARD_FIELDS,
        ...HIGHLIGHTING,
      },
      ...(query.facets
        ? filters.facets.map(({ facet, filter }) => ({ ...common, filter, facets: [facet], limit: 0 }))
        : []),
    ],
  })
  const [page, ...facets] = results
  const distribution = (position: number, facet: string) => facets[position]?.facetDistribution?.[facet] ?? {}
  return {
    hits: page?.hits ?? [],
    total: page?.estimatedTotalHits ?? page?.totalHits ?? 0,
    byCategory: distribution(0, 'category_slug'),
    byPricing: distribution(1, 'is_paid'),
    byTask: distribution(2, 'task_slugs'),
  }
}

/**
 * Any word may match: a federated multi-search of the whole query and one query per word, weighted as the Postgres
 * engine weighs words (rarer words count more; the whole query most), so documents having every word come first and
 * a document found by several queries counts once in the hits, the total and the facets. Each facet is a federated
 * search of its own, as it leaves its own filter out.
 */
async function searchAnyWord(client: Meilisearch, query: ParsedQuery, words: readonly QueryWord[]): Promise<Listing> {
  const optional = words.filter((word) => !word.literal)
  const negations = words.filter((word) => word.negated).map((word) => ` -${word.text}`)
  const counts = await client.multiSearch({
    queries: ['', ...optional.map((word) => word.text)].map((q) => ({ indexUid: INDEX.tools, q, limit: 0 })),
  })
  const [catalog, ...perWord] = counts.results.map((result) => result.estimatedTotalHits ?? 0)
  const frequency = new Map(optional.map((word, position) => [word.text, perWord[position] ?? 0]))
  const weights = wordWeights(optional, frequency, catalog ?? 0)
  const texts = [
    { q: searchedText(query.q), weight: weights.reduce((sum, weight) => sum + weight, 0) },
    ...optional.map((word, position) => ({ q: word.text + negations.join(''), weight: weights[position] ?? 0 })),
  ]
  const sort = sortFor(query)
  const federated = (filter: string[], federation: MultiSearchFederation) =>
    client.multiSearch({
      federation,
      queries: texts.map(({ q, weight }) => ({
        indexUid: INDEX.tools,
        q,
        filter,
        sort,
        matchingStrategy: 'all' as const,
        attributesToRetrieve: CARD_FIELDS,
        ...HIGHLIGHTING,
        federationOptions: { weight },
      })),
    })
  const filters = listingFilters(query)
  const [page, ...facets] = await Promise.all([
    federated(filters.page, { limit: query.limit, offset: query.offset }),
    ...(query.facets
      ? filters.facets.map(({ facet, filter }) =>
          federated(filter, { limit: 0, facetsByIndex: { [INDEX.tools]: [facet] } }),
        )
      : []),
  ])
  const distribution = (position: number, facet: string) =>
    facets[position]?.facetsByIndex?.[INDEX.tools]?.distribution?.[facet] ?? {}
  return {
    hits: page?.hits ?? [],
    total: page?.estimatedTotalHits ?? 0,
    byCategory: distribution(0, 'category_slug'),
    byPricing: distribution(1, 'is_paid'),
    byTask: distribution(2, 'task_slugs'),
  }
}

/**
 * The query as Meilisearch should read it: "or" is an operator in the Postgres engine (websearch syntax), a plain
 * word to Meilisearch, which would then require it.
 */
const searchedText = (q: string) => q.replace(/(^|\s)or(?=\s|$)/gi, '$1')

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
  // Without words, relevance means popularity, as in the Postgres engine.
  const hasWords = parseQueryWords(query.q).length > 0
  const sort = query.sort && (hasWords || query.sort !== 'relevance') ? query.sort : hasWords ? 'relevance' : 'popular'
  const sorts: Record<typeof sort, string[] | undefined> = {
    relevance: undefined,
    // The Postgres engine's orders, tie-breaks included (postgres/tool-statement/ranking.ts).
    popular: ['popularity:desc', 'featured_order:desc', 'name_sort:asc', 'id:asc'],
    rating: ['rating:desc', 'review_count:desc', 'name_sort:asc', 'id:asc'],
    newest: ['created_at:desc', 'id:desc'],
    name: ['name_sort:asc', 'id:asc'],
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

/**
 * The kit recommender's retrieval as one federated multi-search over the fields the Postgres engine reads (name,
 * tags, category, short description): every word at once, so tools with more of the words rank first, and each word
 * alone, weighted by its rarity, so a common word cannot crowd out a rare one.
 */
async function searchKitCandidates(client: Meilisearch, { words, limit }: KitCandidateQuery) {
  if (words.length === 0) return []
  const common = {
    indexUid: INDEX.tools,
    attributesToSearchOn: ['name', 'tags', 'category_name', 'short_description'],
    attributesToRetrieve: ['id'],
  }
  const together = { q: words.map(({ word }) => word).join(' '), weight: words.reduce((sum, w) => sum + w.weight, 0) }
  const { hits } = await client.multiSearch({
    federation: { limit },
    queries: [together, ...words.map(({ word, weight }) => ({ q: word, weight }))].map(({ q, weight }) => ({
      ...common,
      q,
      matchingStrategy: q === together.q && words.length > 1 ? ('frequency' as const) : ('all' as const),
      federationOptions: { weight },
    })),
  })
  return z
    .array(z.object({ id: z.number() }))
    .parse(hits)
    .map((hit) => hit.id)
}

async function searchIds(client: Meilisearch, index: string, { q, limit = 50 }: SimpleSearchQuery) {
  const result = await client.index(index).search(q, { limit, attributesToRetrieve: ['id'] })
  return z
    .array(z.object({ id: z.number() }))
    .parse(result.hits)
    .map((hit) => hit.id)
}
