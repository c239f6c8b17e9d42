/**
 * The search interface both engines implement (Postgres by default, Meilisearch when configured).
 * Queries and results are zod schemas so the API can use them as route schemas too.
 */
import { z } from 'zod'

export const TOOL_SORTS = ['relevance', 'popular', 'rating', 'newest', 'name'] as const
export const PRICING_FILTERS = ['free', 'paid'] as const
/** Where a tool runs (tools.platforms, migration 0060): the directory's platform filter. */
export const TOOL_PLATFORMS = ['web', 'ios', 'android', 'desktop', 'api', 'browser-extension', 'self-hosted'] as const
export type ToolPlatform = (typeof TOOL_PLATFORMS)[number]
export const MAX_QUERY_LENGTH = 200
export const MAX_LIMIT = 100

export const ToolSearchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).default(''),
  category: z.string().max(120).optional(),
  categoryId: z.number().int().positive().optional(),
  pricing: z.enum(PRICING_FILTERS).optional(),
  /** A task's slug: tools tagged with it (reviewed tags only). */
  task: z.string().max(120).optional(),
  featured: z.boolean().optional(),
  /** Tools listed as running there. */
  platform: z.enum(TOOL_PLATFORMS).optional(),
  /** Tools known to have (true) or not to have (false) an API; unknown ones match neither. */
  hasApi: z.boolean().optional(),
  openSource: z.boolean().optional(),
  exclude: z.array(z.number().int()).default([]),
  sort: z.enum(TOOL_SORTS).optional(),
  limit: z.number().int().min(1).max(MAX_LIMIT).default(20),
  offset: z.number().int().min(0).max(100_000).default(0),
  /** Facet counts cost a second query: lists that show no filter panel skip them. */
  facets: z.boolean().default(true),
})
export type ToolSearchQuery = z.input<typeof ToolSearchQuery>

/** What a tool card shows: the fields every tool listing carries. */
export const ToolCard = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  pricing_model: z.enum(['Free', 'Freemium', 'Paid']).nullable(),
  is_paid: z.boolean(),
  is_featured: z.boolean(),
  short_description: z.string(),
  rating: z.number(),
  review_count: z.number(),
  tags: z.array(z.string()),
})
export type ToolCard = z.infer<typeof ToolCard>

export const ToolHit = ToolCard.extend({
  /** Name and short description with the matched words wrapped in <mark>, HTML-escaped otherwise. */
  highlight: z.object({ name: z.string(), short_description: z.string() }),
})
export type ToolHit = z.infer<typeof ToolHit>

export const CategoryFacet = z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number() })
export const TaskFacet = z.object({ slug: z.string(), name: z.string(), count: z.number() })
/** The most common tasks a facet lists: a search may touch hundreds. */
export const MAX_TASK_FACETS = 12
/** Each facet is counted with every filter but its own, so its other values stay choosable. */
export const ToolFacets = z.object({
  /** Per category, for the query and the pricing and task filters. */
  categories: z.array(CategoryFacet),
  /** Per pricing filter value, for the query and the category and task filters. */
  pricing: z.object({ free: z.number(), paid: z.number() }),
  /** The MAX_TASK_FACETS most common tasks, for the query and the category and pricing filters. */
  tasks: z.array(TaskFacet),
})
export type ToolFacets = z.infer<typeof ToolFacets>

export const ToolSearchResult = z.object({
  hits: z.array(ToolHit),
  total: z.number(),
  facets: ToolFacets,
  /** The query actually searched when words were corrected ("Showing results for …"), else null. */
  correctedQuery: z.string().nullable(),
  tookMs: z.number(),
})
export type ToolSearchResult = z.infer<typeof ToolSearchResult>

export type SimpleSearchQuery = { q: string; limit?: number }

/**
 * The kit recommender's retrieval: a goal's telling words, each with its weight (rarer words weigh more), and how many
 * tools to read. Only tools having a word in their name, tags, category or short description count.
 */
export type KitCandidateQuery = { words: readonly { word: string; weight: number }[]; limit: number }
export type IndexProgress = (done: number, total: number) => void

export type SearchEngine = {
  readonly name: 'postgres' | 'meilisearch'
  tools(query: ToolSearchQuery): Promise<ToolSearchResult>
  /** Ids of matching active categories, bundles or published posts, best first. */
  categories(query: SimpleSearchQuery): Promise<readonly number[]>
  bundles(query: SimpleSearchQuery): Promise<readonly number[]>
  posts(query: SimpleSearchQuery): Promise<readonly number[]>
  /** Ids of active tools having any of the words (see KitCandidateQuery), those with two or rarer words first. */
  kitCandidates(query: KitCandidateQuery): Promise<readonly number[]>
  /** Whether the engine answers: Meilisearch's health; the Postgres engine's is the database's, checked apart. */
  health(): Promise<'ok' | 'down'>
  /** Rebuilds the engine's index from Postgres, reporting progress. */
  reindexAll(progress?: IndexProgress): Promise<{ tools: number }>
}
