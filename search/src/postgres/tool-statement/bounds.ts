/**
 * The caps that bound a search's work whatever the number of matches: counted exactly up to COUNT_CAP, ranked among
 * RANK_CAP candidates. The figures behind each value are in search/README.md ("Bounded work per search").
 */

/** Matches counted exactly; past this, total and facets are estimates (1,000 made two-word searches a third slower). */
export const COUNT_CAP = 500
/** Listings without text test nothing per tool, so they count more (the seeded catalog exactly). */
export const LISTING_COUNT_CAP = 1_000
/** Matches scored for relevance: the most popular of those counted, besides the candidates below. */
export const RANK_CAP = 100
/** Tools whose name starts with the query, always scored. */
export const NAME_CANDIDATES = 20
/** When any word may match: each word's first matches, always scored. */
export const WORD_CANDIDATES = 100
/** Fewer hits than this with every word required, and the search also accepts tools matching only some. */
export const MIN_ALL_WORDS_HITS = 5
/** The share of a full sample's first matches left out of the estimate of the rest (see estimate.ts). */
export const ESTIMATE_FROM = 0.05

/**
 * The most popular tools tested past the matches counted, so that a search matching more than COUNT_CAP still ranks
 * the catalog's most popular matches, not only the first ones in the table: 5 % of the catalog, at most 1,000.
 */
const popularWalkFor = (toolCount: number) => Math.min(1_000, Math.ceil(toolCount / 20))

/**
 * The share of the catalog from which reading the table in order (stopping at COUNT_CAP matches) is cheaper than the
 * text index (which lists every match first): √(COUNT_CAP / toolCount) by the cost model, 1.5× as stem counts run high.
 */
export const denseShareFor = (toolCount: number) => 1.5 * Math.sqrt(COUNT_CAP / Math.max(toolCount, 1))

/** How many matches a search counts and scores for relevance, and how many popular tools it tests. */
export type Bounds = { count: number; rank: number; popularWalk: number }

export const bounded = (toolCount: number, hasText: boolean): Bounds => ({
  count: hasText ? COUNT_CAP : LISTING_COUNT_CAP,
  rank: RANK_CAP,
  popularWalk: popularWalkFor(toolCount),
})

/** Every match counted and scored: the reference the benchmark's ranking gate compares searches with. */
export const UNBOUNDED: Bounds = { count: 2 ** 31 - 1, rank: 2 ** 31 - 1, popularWalk: 0 }
