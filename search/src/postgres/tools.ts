/**
 * Tool search on Postgres: full text over the weighted document (websearch syntax, prefix match on the
 * word being typed), typo correction, disjunctive facets and ranking, in two round trips.
 */
import type { CommonQueryMethods, SqlToken } from 'slonik'
import { z } from 'zod'
import {
  ToolCard,
  type ToolFacets,
  type ToolHit,
  ToolSearchQuery,
  type ToolSearchQuery as ToolSearchQueryInput,
  type ToolSearchResult,
} from '../engine.ts'
import { highlight } from '../highlight.ts'
import { applyCorrections, parseQueryWords, type QueryWord } from '../query-text.ts'
import { sql } from '../sql.ts'
import { analyzeWords } from './vocabulary.ts'

type ParsedQuery = z.output<typeof ToolSearchQuery>

const HitRow = ToolCard.extend({ total: z.number() })

const FacetRow = z.object({
  kind: z.enum(['category', 'pricing']),
  id: z.number().nullable(),
  slug: z.string().nullable(),
  name: z.string().nullable(),
  count: z.number(),
})

/** Fewer hits than this with every word required, and the search also accepts tools matching only some. */
const MIN_ALL_WORDS_HITS = 5

export async function searchTools(db: CommonQueryMethods, input: ToolSearchQueryInput): Promise<ToolSearchResult> {
  const started = performance.now()
  const query = ToolSearchQuery.parse(input)
  const words = parseQueryWords(query.q)
  const { corrections, frequency, toolCount } = await analyzeWords(db, words)
  const searchedText = applyCorrections(query.q, corrections)
  const searchedWords = words.map((word) => ({ ...word, text: corrections.get(word.text) ?? word.text }))

  const allWords = allWordsQuery(searchedText, searchedWords)
  let result = await runSearch(db, query, searchedText, { matching: allWords })
  // Like Meilisearch's matching strategies: when requiring every word finds too little, tools matching some
  // of the words follow, ranked by how rare the words they match are (a tool matching "avatar" beats one
  // matching only "ai").
  const optional = searchedWords.filter((word) => !word.literal)
  if (result.total < MIN_ALL_WORDS_HITS && optional.length > 1) {
    const weighted = optional.map((word) => ({
      query: wordQuery(word),
      weight: Math.log(1 + toolCount / (1 + (frequency.get(word.text) ?? 0))),
    }))
    const anyWord = sql.fragment`(${sql.join(
      weighted.map((w) => w.query),
      sql.fragment` || `,
    )})`
    result = await runSearch(db, query, searchedText, { matching: anyWord, allWords, weighted })
  }
  const terms = searchedWords.filter((word) => !word.negated).map((word) => word.text)
  return {
    hits: result.hits.map((hit) => ({
      ...hit,
      highlight: { name: highlight(hit.name, terms), short_description: highlight(hit.short_description, terms) },
    })),
    total: result.total,
    facets: result.facets,
    correctedQuery: corrections.size > 0 ? searchedText : null,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  }
}

/**
 * Every word: websearch_to_tsquery semantics for the complete words (quotes, -exclusions, OR), AND-ed
 * with a prefix match on the word still being typed.
 */
function allWordsQuery(text: string, words: readonly QueryWord[]): SqlToken | null {
  if (words.length === 0) return null
  const partial = words.at(-1)?.partial ? words.at(-1) : undefined
  const complete = partial ? text.replace(/[\p{L}\p{N}]+$/u, '') : text
  const whole = sql.fragment`websearch_to_tsquery('kitly', ${complete})`
  if (!partial) return whole
  const prefix = prefixQuery(partial.text)
  return sql.fragment`(SELECT CASE WHEN numnode(w) = 0 THEN p WHEN numnode(p) = 0 THEN w ELSE w && p END
                        FROM ${whole} AS w, ${prefix} AS p)`
}

/** One word's tsquery: a prefix while it is being typed. */
const wordQuery = (word: QueryWord) =>
  word.partial ? prefixQuery(word.text) : sql.fragment`plainto_tsquery('kitly', ${word.text})`

// A normalized word is [a-z0-9]+, so it is safe inside to_tsquery syntax.
const prefixQuery = (word: string) => sql.fragment`to_tsquery('kitly', ${`${word}:*`})`

type SearchRun = { hits: Omit<ToolHit, 'highlight'>[]; total: number; facets: ToolFacets }

async function runSearch(
  db: CommonQueryMethods,
  query: ParsedQuery,
  searchedText: string,
  text: TextMatching,
): Promise<SearchRun> {
  const tsquery = text.matching
  const weightedWords = text.weighted ?? []
  const normalizedQuery = searchedText.trim()
  const matchesText = tsquery ? sql.fragment`t.search_vector @@ (SELECT query FROM search_query)` : sql.fragment`true`
  const base = sql.join(
    [
      sql.fragment`t.status = 'active'`,
      matchesText,
      query.featured === undefined ? null : sql.fragment`t.is_featured = ${query.featured}`,
      query.exclude.length > 0 ? sql.fragment`t.id <> ALL(${sql.array(query.exclude, 'int4')})` : null,
    ].filter((part) => part !== null),
    sql.fragment` AND `,
  )
  const categoryFilter = categoryCondition(query)
  const pricingFilter = pricingCondition(query)
  const rankedBy = orderBy(query, tsquery !== null, normalizedQuery, weightedWords.length > 0)

  const searchQuery = sql.fragment`
    search_query AS (SELECT ${tsquery ?? sql.fragment`NULL::tsquery`} AS query,
                            ${text.allWords ?? sql.fragment`NULL::tsquery`} AS all_words),
    -- Stop words give empty queries, which would only raise notices when matched.
    weighted_words AS (
      SELECT * FROM (VALUES ${
        weightedWords.length > 0
          ? sql.join(
              weightedWords.map((w) => sql.fragment`(${w.query}, ${w.weight}::float8)`),
              sql.fragment`, `,
            )
          : sql.fragment`(NULL::tsquery, 0::float8)`
      }) AS w(query, weight)
      WHERE numnode(w.query) > 0
    )`
  const hits = await db.any(sql.type(HitRow)`
    WITH ${searchQuery},
    matched AS (SELECT t.* FROM tools t WHERE ${base} AND ${categoryFilter} AND ${pricingFilter})
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
           t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags,
           count(*) OVER ()::int AS total
    FROM matched t LEFT JOIN categories c ON c.id = t.category_id
    ORDER BY ${rankedBy}
    LIMIT ${query.limit} OFFSET ${query.offset}`)

  // Disjunctive facets: each facet ignores its own filter, as faceted search engines count.
  const facetRows = !query.facets
    ? []
    : await db.any(sql.type(FacetRow)`
    WITH ${searchQuery},
    matched AS (SELECT t.category_id, t.pricing_model FROM tools t WHERE ${base})
    SELECT 'category' AS kind, c.id, c.slug, c.name, count(*)::int AS count
    FROM matched t JOIN categories c ON c.id = t.category_id
    WHERE ${pricingFilter}
    GROUP BY c.id
    UNION ALL
    SELECT 'pricing', NULL, CASE WHEN t.pricing_model = 'Paid' THEN 'paid' ELSE 'free' END, NULL, count(*)::int
    FROM matched t
    WHERE ${categoryFilter}
    GROUP BY 3`)

  const total =
    hits[0]?.total ?? (query.offset > 0 ? await countMatches(db, searchQuery, base, categoryFilter, pricingFilter) : 0)
  return {
    hits: hits.map(({ total: _total, ...hit }) => hit),
    total,
    facets: {
      categories: facetRows
        .filter((row) => row.kind === 'category')
        .map((row) => ({ id: row.id ?? 0, slug: row.slug ?? '', name: row.name ?? '', count: row.count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      pricing: {
        free: facetRows.find((row) => row.kind === 'pricing' && row.slug === 'free')?.count ?? 0,
        paid: facetRows.find((row) => row.kind === 'pricing' && row.slug === 'paid')?.count ?? 0,
      },
    },
  }
}

/** Only needed when the page is past the last hit, so the window count saw no rows. */
async function countMatches(
  db: CommonQueryMethods,
  searchQuery: SqlToken,
  base: SqlToken,
  categoryFilter: SqlToken,
  pricingFilter: SqlToken,
): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number() }))`
    WITH ${searchQuery}
    SELECT count(*)::int AS count FROM tools t WHERE ${base} AND ${categoryFilter} AND ${pricingFilter}`)
}

function categoryCondition(query: ParsedQuery): SqlToken {
  if (query.categoryId !== undefined) return sql.fragment`t.category_id = ${query.categoryId}`
  if (query.category !== undefined) {
    return sql.fragment`t.category_id = (SELECT id FROM categories WHERE slug = ${query.category})`
  }
  return sql.fragment`true`
}

/** The spec's rule: "Paid" is paid; every other pricing model, unknown included, counts as free. */
function pricingCondition(query: ParsedQuery): SqlToken {
  if (query.pricing === 'paid') return sql.fragment`t.pricing_model = 'Paid'`
  if (query.pricing === 'free') return sql.fragment`t.pricing_model IS DISTINCT FROM 'Paid'`
  return sql.fragment`true`
}

/** A small prior so that, other things equal, well-reviewed and visited tools come first. */
const popularity = sql.fragment`(ln(1 + t.review_count) * t.rating / 5 + ln(1 + t.click_count) / 4)`

type WeightedWord = { query: SqlToken; weight: number }

/**
 * What a search matches on: every word (`matching` alone), or any word (`matching`), ranking tools that
 * have all words first and the others by the weights of the words they have.
 */
type TextMatching = { matching: SqlToken | null; allWords?: SqlToken | null; weighted?: readonly WeightedWord[] }

/** Sum of the weights of the words a tool matches (only when not every word is required). */
const matchedWordsScore = sql.fragment`(SELECT coalesce(sum(w.weight), 0) FROM weighted_words w WHERE t.search_vector @@ w.query)`

function orderBy(query: ParsedQuery, hasText: boolean, normalizedQuery: string, someWords: boolean): SqlToken {
  const sort = query.sort ?? (hasText ? 'relevance' : 'popular')
  switch (sort) {
    case 'relevance':
      if (!hasText) return sql.fragment`${popularity} DESC, t.name_normalized, t.id`
      return sql.fragment`
        -- The tool named exactly so first; then names starting so, the closest to complete first.
        CASE WHEN t.name_normalized = search_normalize(${normalizedQuery}) THEN 0
             WHEN starts_with(t.name_normalized, search_normalize(${normalizedQuery})) THEN 1 ELSE 2 END,
        CASE WHEN starts_with(t.name_normalized, search_normalize(${normalizedQuery})) THEN length(t.name_normalized) END,
        ${someWords ? sql.fragment`t.search_vector @@ (SELECT all_words FROM search_query) DESC, ${matchedWordsScore} DESC,` : sql.fragment``}
        ts_rank_cd(t.search_vector, (SELECT query FROM search_query), 1)
          + 0.5 * similarity(t.name_normalized, search_normalize(${normalizedQuery}))
          + 0.05 * ${popularity} DESC,
        t.id`
    case 'popular':
      return sql.fragment`${popularity} DESC, t.is_featured DESC, t.name_normalized, t.id`
    case 'rating':
      return sql.fragment`t.rating DESC, t.review_count DESC, t.name_normalized, t.id`
    case 'newest':
      return sql.fragment`t.created_at DESC, t.id DESC`
    case 'name':
      return sql.fragment`t.name_normalized, t.id`
  }
}
