/**
 * Tool search on Postgres: full text over the weighted document (websearch syntax, the word being typed
 * expanded to its completions or matched as a prefix), typo correction, disjunctive facets and ranking: one
 * statement per search once the query's words are known (see vocabulary.ts).
 *
 * The work per search is bounded, whatever the number of matches (benchmarks G8, G10):
 * - total and facets are counted over the first COUNT_CAP matches, in the table's physical order (popularity order,
 *   as table-order.ts keeps it); beyond that, they are estimated from how far through the table those matches
 *   reached (as engines report estimated totals);
 * - relevance ranking scores at most RANK_CAP of those matches, the most popular, plus the tools whose name starts
 *   with the query (and each word's first matches when not every word is required); when the matches outnumber
 *   COUNT_CAP, also the most popular of all the matches, found by testing the most popular tools past the last
 *   match counted.
 * A narrow search (the vocabulary says its words are rare: most searches) first tries a lighter statement that
 * ranks every match as it reads it; it gives the same answer whenever there are at most RANK_CAP matches.
 * Searches read tool_search, the few columns of `tools` they test and rank by (migration 0025), and `tools` only
 * for the page of cards they return.
 * Tools found by whole name however it is typed (names.ts: equal, started, mistyped) rank first, matching the text or
 * not: a name is what a visitor knows best, and the text parser cannot see "vannaai" in "Vanna.ai".
 */
import type { CommonQueryMethods, SqlToken } from 'slonik'
import { z } from 'zod'
import {
  ToolCard,
  ToolFacets,
  type ToolHit,
  ToolSearchQuery,
  type ToolSearchQuery as ToolSearchQueryInput,
  type ToolSearchResult,
} from '../engine.ts'
import { highlight } from '../highlight.ts'
import { applyCorrections, normalizeText, parseQueryWords, type QueryWord } from '../query-text.ts'
import { sql } from '../sql.ts'
import { escapeLike } from './collections.ts'
import { lookUpNames, lookUpOneEditNames, lookUpSpreadTypos, mergeNames, type NameMatch } from './names.ts'
import { preparedOnce } from './prepared.ts'
import { listsEveryCompletion, type WordAnalyzer } from './vocabulary.ts'

type ParsedQuery = z.output<typeof ToolSearchQuery>

/**
 * Matches counted exactly; past this, total and facets are estimates. 500 rather than 1,000: with the popular walk
 * below, 1,000 made two-word searches at 100k tools a third slower (p50 7.5 against 5.5 ms); the estimated facet
 * counts are then off by 8 % on average at 10k tools and 20 % at 100k (3 % and 13 % with 1,000), for categories
 * holding 20 or more of the matches.
 */
export const COUNT_CAP = 500
/** Listings without text count more exactly: nothing is tested per tool (the seeded catalog, ~800 tools, exactly). */
const LISTING_COUNT_CAP = 1_000
/** Matches scored for relevance: the most popular of those counted (besides the candidates below). */
const RANK_CAP = 100
/**
 * Past COUNT_CAP matches, the sample counted holds the first matches in the table's physical order only: in
 * insertion order, at 100k tools, the top 20 of a two-word search then shared 43 % of the tools with the top 20 of
 * ranking every match (top hit the same in 35 % of searches). So up to RANK_CAP matches are also taken among the
 * most popular tools passing the filters, read in popularity order (an index serves it): 5 % of the catalog, at most
 * 1,000 tools. Top 20 shared: 87 % at 100k tools, 98 % at 10k (94 % without); top hit 96 % and 99 %.
 * Only the tools physically past the last match counted are tested: every match before it is counted already. With
 * the table in popularity order (table-order.ts) those are few, and the walk costs 0.2 ms at 100k tools, not ~1;
 * the matches counted are then the most popular ones: top 20 shared 95 % at 100k tools.
 */
const popularWalkFor = (toolCount: number) => Math.min(1_000, Math.ceil(toolCount / 20))
/** The share of a full sample's first matches left out of the estimate of the rest (see estimate). */
const ESTIMATE_FROM = 0.05
/** Tools whose name starts with the query, always scored. */
const NAME_CANDIDATES = 20
/** When any word may match: each word's matches always scored. */
const WORD_CANDIDATES = 100

/**
 * The share of the catalog above which matches are found by reading the table in order and testing each tool,
 * which stops once COUNT_CAP matches are found, instead of the text index, which must first list every match (a
 * prefix such as "sou" matches half the tools: 180 ms to list 50k matches, a few ms to read 2k tools). Both read the
 * tools in physical order, so they find the same matches.
 * The scan reads about COUNT_CAP / share tools, the index lists share × toolCount matches, at about the same cost
 * per tool, so the scan is the cheaper from share ≥ √(COUNT_CAP / toolCount): 7 % at 100k tools, but 22 % at 10k,
 * where a scan for a 7 % word reads the whole table, and never below COUNT_CAP tools.
 * Shares come from the words' stem counts, which run high (a tool using two spellings of a stem counts twice: about
 * 1.15× for a word and 1.3× for a pair of head words at 100k tools), and the crossover sits at 1.5× the model's:
 * head queries' p99 at 100k was 10.4 ms with it, 14.5 with 1× and 12.7 with 2×; at 10k, 4.5 ms against 5.3 with 1×
 * (measured with a COUNT_CAP of 1,000; with 500, 1× and 2× were within the noise at 100k, and worse at 10k).
 */
export const denseShareFor = (toolCount: number) => 1.5 * Math.sqrt(COUNT_CAP / Math.max(toolCount, 1))

const SearchRow = z.object({
  hits: z.array(ToolCard),
  total: z.number(),
  facets: ToolFacets.nullable(),
  /** Narrow statement only: more than RANK_CAP matches, so its answer is not the search's (see runSearch). */
  overflow: z.boolean().nullable(),
})

/** Fewer hits than this with every word required, and the search also accepts tools matching only some. */
const MIN_ALL_WORDS_HITS = 5

/** How many matches a search counts and scores for relevance, and how many popular tools it tests (see above). */
type Bounds = { count: number; rank: number; popularWalk: number }
const bounded = (toolCount: number, hasText: boolean): Bounds => ({
  count: hasText ? COUNT_CAP : LISTING_COUNT_CAP,
  rank: RANK_CAP,
  popularWalk: popularWalkFor(toolCount),
})
/** Every match counted and scored: the reference the benchmark's ranking gate compares searches with. */
const UNBOUNDED: Bounds = { count: 2 ** 31 - 1, rank: 2 ** 31 - 1, popularWalk: 0 }

export type SearchToolsOptions = {
  /** See denseShareFor, which gives the default. */
  denseShare?: number
  /** Count and rank every match, however many (slow on a large catalog): what the bounds are measured against. */
  unbounded?: boolean
  /** The narrow statement is tried when the rarest required word is in at most this many tools. */
  narrowUpTo?: number
  /**
   * Connections that plan each prepared statement once for all its values (plan_cache_mode=force_generic_plan),
   * for the statements that gain from it (see reusesPlan); without them, every statement is planned per search.
   */
  reusedPlans?: CommonQueryMethods | undefined
}

export async function searchTools(
  db: CommonQueryMethods,
  analyzeWords: WordAnalyzer,
  input: ToolSearchQueryInput,
  { denseShare, unbounded = false, narrowUpTo = unbounded ? 0 : RANK_CAP, reusedPlans }: SearchToolsOptions = {},
): Promise<ToolSearchResult> {
  const started = performance.now()
  const query = ToolSearchQuery.parse(input)
  const words = parseQueryWords(query.q)
  // Names are looked up as typed, beside the words (a name's typo is not a word's: "Grk", "Lvoo.ai").
  const [analysis, namesAsTyped] = await Promise.all([
    analyzeWords(db, words),
    words.length > 0 ? lookUpNames(db, query.q) : Promise.resolve([]),
  ])
  const { corrections, frequency, stemUses, completions, completionStems, completionUses, toolCount } = analysis
  // A short name mistyped once is looked up by its one-edit variants only when a word is no vocabulary word as typed:
  // a typo landing on another vocabulary word is rare (a longer name is still found by the anchored probes), and the
  // variants' few hundred lookups would cost every search of known words (most searches) for nothing.
  const typedNames = words.some((word) => corrections.has(word.text) || !frequency.has(word.text))
    ? mergeNames(namesAsTyped, await lookUpOneEditNames(db, query.q))
    : namesAsTyped
  const bounds = unbounded ? UNBOUNDED : bounded(toolCount, words.length > 0)
  // A table read stops at COUNT_CAP matches: unbounded, the text index finds them all.
  const isDense = (share: number) => share >= (denseShare ?? (unbounded ? Infinity : denseShareFor(toolCount)))
  const searchedText = applyCorrections(query.q, corrections)
  const searchedWords = words.map((word) => {
    const correction = corrections.get(word.text)
    // A correction is a whole vocabulary word: it is not completed further.
    return correction ? { ...word, text: correction, partial: false } : word
  })
  const expansionsOf = (word: QueryWord) => (word.partial ? (completions.get(word.text) ?? []) : [])
  const prefixOf = (word: QueryWord) => prefixQuery(word.text, completionStems.get(word.text) ?? [])
  const wordQuery = (word: QueryWord) => {
    const expansions = expansionsOf(word)
    if (expansions.length === 0) return exactWordQuery(word)
    // Every completion listed: exact terms, which the text index intersects with the other words' terms without
    // reading either whole (a prefix's matches are all read first: 6.3 against 4.1 ms for "language platform" at
    // 100k tools). Past MAX_COMPLETIONS, one range of the index instead of a probe per completion, finding the rarer
    // ones too: 0.6 against 1.3 ms for "using chat" at 10k tools, and half the cost of testing a tool.
    return listsEveryCompletion(expansions)
      ? sql.fragment`to_tsquery('kitly', ${expansions.join(' | ')})`
      : prefixOf(word)
  }
  // Ranking scores the word being typed as a prefix: the scores its completions give, for one term instead of up to
  // MAX_COMPLETIONS (ts_rank_cd's cost grows with the terms: 100 µs a tool with 24, 6 with 1).
  const rankWordQuery = (word: QueryWord) => (expansionsOf(word).length > 0 ? prefixOf(word) : exactWordQuery(word))

  /** The number of tools a word matches (through its stem; for the word being typed, its completions), at most. */
  const toolsUsing = (word: QueryWord) =>
    (word.partial ? completionUses.get(word.text) : undefined) ?? stemUses.get(word.text)
  /** The share of tools a word matches (0 when unknown, as for a stop word). */
  const wordShare = (word: QueryWord) => Math.min(1, (toolsUsing(word) ?? 0) / Math.max(toolCount, 1))
  const positive = searchedWords.filter((word) => !word.negated)
  /** The words looked for in names (similarity) and highlighted in the hits. */
  const terms = positive.map((word) => word.text)

  const allWords = allWordsQuery(searchedText, searchedWords, wordQuery)
  // Words taken as independent: the share of tools having all of them is the product of their shares.
  const allWordsShare = positive.length > 0 ? positive.reduce((share, word) => share * wordShare(word), 1) : 0
  // Every word is required, so the rarest word's tools bound the matches: roughly (another word of the same stem,
  // or an "or" in the query, can add more; the narrow statement then notices and the full one runs).
  const knownCounts = positive.map(toolsUsing).filter((uses) => uses !== undefined)
  const allWordsMatching = {
    matching: allWords,
    ranking: allWordsQuery(searchedText, searchedWords, rankWordQuery),
    terms,
    names: typedNames,
    dense: isDense(allWordsShare),
    narrow: knownCounts.length > 0 && Math.min(...knownCounts) <= narrowUpTo,
  }
  let result = await runSearch({ db, reusedPlans }, query, searchedText, allWordsMatching, bounds)
  // Like Meilisearch's matching strategies: when requiring every word finds too little, tools matching some
  // of the words follow, ranked by how rare the words they match are (a tool matching "avatar" beats one
  // matching only "ai").
  const optional = searchedWords.filter((word) => !word.literal)
  const anyWord = result.total < MIN_ALL_WORDS_HITS && optional.length > 1
  let names = typedNames
  // A word the vocabulary does not know as typed (corrected, or nowhere in the catalog).
  const mistyped = words.some(
    (word) => corrections.has(word.text) || (!frequency.has(word.text) && !completions.get(word.text)?.length),
  )
  if (names.length === 0 && (mistyped || result.total === 0)) {
    // A word is mistyped, or nothing matches, and no name is near: perhaps a name mistyped at both ends (names.ts).
    names = await lookUpSpreadTypos(db, query.q, { everyName: result.total === 0, corrected: searchedText })
    if (names.length > 0 && !anyWord) {
      result = await runSearch({ db }, query, searchedText, { ...allWordsMatching, names, narrow: false }, bounds)
    }
  }
  if (anyWord) {
    const weighted = optional.map((word) => ({
      query: wordQuery(word),
      weight: Math.log(1 + toolCount / (1 + (frequency.get(word.text) ?? 0))),
      dense: isDense(wordShare(word)),
    }))
    const anyOf = (queries: SqlToken[]) => sql.fragment`(${sql.join(queries, sql.fragment` || `)})`
    const anyWordShare = Math.min(
      1,
      optional.reduce((share, word) => share + wordShare(word), 0),
    )
    result = await runSearch(
      { db },
      query,
      searchedText,
      {
        matching: anyOf(weighted.map((w) => w.query)),
        ranking: anyOf(optional.map(rankWordQuery)),
        allWords,
        weighted,
        terms,
        names,
        dense: isDense(anyWordShare),
      },
      bounds,
    )
  }
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
 * with the completions of the word still being typed.
 */
function allWordsQuery(
  text: string,
  words: readonly QueryWord[],
  wordQuery: (word: QueryWord) => SqlToken,
): SqlToken | null {
  if (words.length === 0) return null
  const partial = words.at(-1)?.partial ? words.at(-1) : undefined
  const complete = partial ? text.replace(/[\p{L}\p{N}]+$/u, '') : text
  const whole = sql.fragment`websearch_to_tsquery('kitly', ${complete})`
  if (!partial) return whole
  return sql.fragment`(SELECT CASE WHEN numnode(w) = 0 THEN p WHEN numnode(p) = 0 THEN w ELSE w && p END
                        FROM ${whole} AS w, ${wordQuery(partial)} AS p)`
}

/**
 * A search whose statement is better planned once and reused with every value: text requiring every word, by
 * relevance, without facet filters (nearly every as-you-type search). Its words reach the plan through a CTE, so
 * a plan made for the values cannot do better, and planning the statement costs as much as running it (1.7 of
 * 3.5 ms for a rare word at 100k tools). Listings with filters or another order, and any-word searches, keep
 * plans made for their values: there the values (limits, the category) change the best plan, and a reused one
 * was 2-3 times slower.
 */
function reusesPlan(query: ParsedQuery, text: TextMatching): boolean {
  return (
    text.matching !== null && !text.weighted && (query.sort ?? 'relevance') === 'relevance' && !hasFacetFilter(query)
  )
}

const hasFacetFilter = (query: ParsedQuery) =>
  query.category !== undefined || query.categoryId !== undefined || query.pricing !== undefined

const exactWordQuery = (word: QueryWord) => sql.fragment`plainto_tsquery('kitly', ${word.text})`

/**
 * The word being typed as a prefix of the indexed words, kept as typed (stemmed, "generati" would not start
 * "generat"), with its completions' stems that it does not start ("usin": "using" → "use").
 */
function prefixQuery(typed: string, completionStems: readonly string[]): SqlToken {
  const otherStems = completionStems.filter((stem) => !stem.startsWith(typed))
  return sql.fragment`to_tsquery('simple', ${[`${typed}:*`, ...otherStems].join(' | ')})`
}

type SearchRun = { hits: Omit<ToolHit, 'highlight'>[]; total: number; facets: ToolFacets }

/** The narrow statement applies: a relevance search requiring every word, expected to match few tools. */
const isNarrow = (query: ParsedQuery, text: TextMatching) =>
  text.narrow === true && text.matching !== null && !text.weighted && (query.sort ?? 'relevance') === 'relevance'

const NO_FACETS: ToolFacets = { categories: [], pricing: { free: 0, paid: 0 } }

async function runSearch(
  { db, reusedPlans }: { db: CommonQueryMethods; reusedPlans?: CommonQueryMethods | undefined },
  query: ParsedQuery,
  searchedText: string,
  text: TextMatching,
  bounds: Bounds,
): Promise<SearchRun> {
  // The narrow statement's plan is the text index's whatever the values, so it is planned once.
  const narrow = isNarrow(query, text)
    ? await (reusedPlans ?? db).one(preparedOnce(searchStatement(query, searchedText, text, bounds, true)))
    : null
  const row =
    narrow && !narrow.overflow
      ? narrow
      : await (reusedPlans && reusesPlan(query, text) ? reusedPlans : db).one(
          preparedOnce(searchStatement(query, searchedText, text, bounds, false)),
        )
  return {
    hits: row.hits,
    total: row.total,
    // No match at all: every count is zero.
    facets: row.facets ?? NO_FACETS,
  }
}

/**
 * The statement of a search taken as typed, without typo correction or completion of the last word: what the
 * benchmarks run through two drivers (G12).
 */
export function uncorrectedSearchStatement(input: ToolSearchQueryInput) {
  const query = ToolSearchQuery.parse(input)
  const words = parseQueryWords(query.q)
  const matching = allWordsQuery(query.q, words, exactWordQuery)
  const terms = words.filter((word) => !word.negated).map((word) => word.text)
  // No vocabulary lookup, so no catalog size: no popular walk (only searches matching more than COUNT_CAP walk).
  return preparedOnce(searchStatement(query, query.q, { matching, terms, names: [] }, bounded(0, true), false))
}

/**
 * `narrow`: the statement for few matches. It reads at most RANK_CAP + 1 of them, whole, and ranks those it keeps
 * without reading them again; past RANK_CAP it answers `overflow` and nothing else counts. `bounds` replace the
 * caps (COUNT_CAP, RANK_CAP, popularWalkFor) for the benchmark's unbounded reference.
 */
function searchStatement(
  query: ParsedQuery,
  searchedText: string,
  text: TextMatching,
  bounds: Bounds,
  narrow: boolean,
) {
  const tsquery = text.matching
  const weightedWords = text.weighted ?? []
  // `IS TRUE` keeps the planner off the text index for a query matching much of the catalog (see denseShareFor).
  // A query of stop words only is empty and matches nothing: `numnode` has no column in it, so it is tested once,
  // before the scan, which then does not run (a scan would read the whole table for no match).
  const matches = (textMatch: SqlToken, dense: boolean) =>
    dense
      ? sql.fragment`numnode(${textMatch}) > 0 AND (t.search_vector @@ ${textMatch}) IS TRUE`
      : sql.fragment`t.search_vector @@ ${textMatch}`
  const normalizedQuery = searchedText.trim()
  const categoryFilter = categoryCondition(query)
  const pricingFilter = pricingCondition(query)
  /**
   * Active tools matching `textMatch` (null: any text) and the flags; with the facet filters unless told. `dense`:
   * the text matches much of the catalog (the whole query's matching unless told).
   */
  const conditions = (textMatch: SqlToken | null, facetFilters = true, dense = text.dense ?? false) =>
    sql.join(
      [
        sql.fragment`t.status = 'active'`,
        textMatch ? matches(textMatch, dense) : null,
        query.featured === undefined ? null : sql.fragment`t.is_featured = ${query.featured}`,
        query.exclude.length > 0 ? sql.fragment`t.id <> ALL(${sql.array(query.exclude, 'int4')})` : null,
        facetFilters ? categoryFilter : null,
        facetFilters ? pricingFilter : null,
      ].filter((part) => part !== null),
      sql.fragment` AND `,
    )
  const searched = tsquery ? sql.fragment`(SELECT query FROM search_query)` : null
  const filtered = conditions(searched)
  const hasFilter = hasFacetFilter(query)
  // Without text, relevance means popularity.
  const sort = tsquery ? (query.sort ?? 'relevance') : query.sort && query.sort !== 'relevance' ? query.sort : 'popular'
  const rankedBy = orderBy(sort, weightedWords.length > 0)
  const pageEnd = query.offset + query.limit

  // Relevance scores a bounded set of candidates: the most popular of the matches counted, the tools named like
  // the query, and, when any word may match, the tools with every word and each word's first matches (so a rare
  // word's tools are all in); when every word is required and the matches outnumber those counted, the most
  // popular matches of the catalog past the last one counted (see popularWalkFor; when any word may match, the
  // tools with more of the words come first, whatever their popularity).
  // Other orders read the filtered tools in that order (an index serves "popular").
  const candidates =
    sort !== 'relevance' || narrow
      ? null
      : [
          sql.fragment`(SELECT id FROM total_sample ORDER BY popularity DESC LIMIT ${Math.max(bounds.rank, pageEnd)})`,
          pageEnd > bounds.rank ? sql.fragment`(SELECT id FROM filtered LIMIT ${pageEnd})` : null,
          weightedWords.length === 0 && bounds.popularWalk > 0
            ? sql.fragment`(SELECT p.id FROM (SELECT t.id, t.ctid, t.search_vector FROM tool_search t WHERE ${conditions(null)}
                                               ORDER BY t.popularity DESC, t.id LIMIT ${bounds.popularWalk}) p
                            WHERE (SELECT count(*) FROM total_sample) >= ${bounds.count}
                              AND p.ctid > (SELECT max(ctid) FROM total_sample)
                              AND p.search_vector @@ (SELECT query FROM search_query)
                            LIMIT ${bounds.rank})`
            : null,
          sql.fragment`(SELECT t.id FROM tool_search t
            WHERE ${filtered} AND ${nameStartsWith(normalizeText(normalizedQuery))} LIMIT ${NAME_CANDIDATES})`,
          // Found by name, whether or not the text matches.
          text.names.length > 0
            ? sql.fragment`(SELECT t.id FROM tool_search t WHERE ${conditions(null)}
                            AND t.id IN (SELECT id FROM name_matches))`
            : null,
          text.allWords
            ? sql.fragment`(SELECT t.id FROM tool_search t
                WHERE ${conditions(sql.fragment`(SELECT all_words FROM search_query)`, true, false)}
                LIMIT ${MIN_ALL_WORDS_HITS})`
            : null,
          ...weightedWords.map(
            (word) =>
              sql.fragment`(SELECT t.id FROM tool_search t WHERE ${conditions(word.query, true, word.dense)}
                            LIMIT ${WORD_CANDIDATES})`,
          ),
        ].filter((part) => part !== null)
  const pageLimit = sql.fragment`LIMIT ${query.limit} OFFSET ${query.offset}`
  // The narrow statement ranks its matches as read, cards included. The other reads the candidates (or the filtered
  // tools) again, from `tools` for the orders tool_search has no column for, then the page's cards from `tools`, in
  // the order ranked (numbered as the ranking hands them over).
  const rankedTable = sort === 'rating' || sort === 'newest' ? sql.fragment`tools` : sql.fragment`tool_search`
  const page = narrow
    ? sql.fragment`SELECT ${cardColumns}, c.slug AS category_slug
                   FROM filtered t LEFT JOIN categories c ON c.id = t.category_id
                   ORDER BY ${rankedBy} ${pageLimit}`
    : sql.fragment`SELECT ${cardColumns}, c.slug AS category_slug
                   FROM (SELECT id, row_number() OVER () AS position
                         FROM (SELECT t.id FROM ${rankedTable} t
                               WHERE ${candidates ? sql.fragment`t.id IN (${sql.join(candidates, sql.fragment` UNION `)})` : filtered}
                               ORDER BY ${rankedBy} ${pageLimit}) ranked) r
                   JOIN tools t ON t.id = r.id LEFT JOIN categories c ON c.id = t.category_id
                   ORDER BY r.position`
  return sql.type(SearchRow)`
    WITH search_query AS (SELECT ${tsquery ?? sql.fragment`NULL::tsquery`} AS query,
                                 ${text.ranking ?? tsquery ?? sql.fragment`NULL::tsquery`} AS rank_query,
                                 ${text.allWords ?? sql.fragment`NULL::tsquery`} AS all_words,
                                 search_normalize(${normalizedQuery}) AS name_query,
                                 ${nameWordsQuery(text.terms)} AS name_words),
    name_matches AS (SELECT * FROM unnest(${sql.array(
      text.names.map((name) => name.id),
      'int4',
    )}::int[], ${sql.array(
      text.names.map((name) => name.rank),
      'float8',
    )}::float8[]) AS m(id, rank)),
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
    ),
    -- Read on demand (a CTE is evaluated only as far as its readers go): the caps below stop the scans.
    matched AS MATERIALIZED (${
      narrow
        ? sql.fragment`(SELECT ${cardColumns}, t.popularity, t.ctid, t.name_normalized, t.search_vector,
                               false AS name_only
                        FROM tools t WHERE ${conditions(searched, false)} LIMIT ${bounds.rank + 1})
                       UNION ALL
                       SELECT ${cardColumns}, t.popularity, t.ctid, t.name_normalized, t.search_vector, true
                       FROM tools t WHERE ${conditions(null, false)} AND ${foundByNameOnly}`
        : sql.fragment`SELECT t.id, t.category_id, t.pricing_model, t.popularity, t.ctid FROM tool_search t
                       WHERE ${conditions(searched, false)}`
    }),
    filtered AS MATERIALIZED (${
      narrow
        ? sql.fragment`SELECT * FROM matched t WHERE ${categoryFilter} AND ${pricingFilter}`
        : hasFilter
          ? sql.fragment`SELECT t.id, t.popularity, t.ctid FROM tool_search t WHERE ${filtered}`
          : sql.fragment`SELECT id, popularity, ctid FROM matched`
    }),
    table_blocks AS (SELECT greatest(pg_relation_size('tool_search') / current_setting('block_size')::int, 1)
                       AS blocks),
    facet_sample AS MATERIALIZED (SELECT * FROM matched ${narrow ? sql.fragment`WHERE NOT name_only` : sql.fragment``}
                                  LIMIT ${bounds.count}),
    -- The matches the sample stands for, and so what each sampled match stands for (the narrow statement's sample
    -- is every match).
    facet_estimate AS (SELECT ${estimate(sql.fragment`facet_sample`, bounds.count)} AS estimated,
                              greatest(count(*), 1) AS sampled
                       FROM facet_sample),
    total_sample AS MATERIALIZED (SELECT * FROM filtered ${narrow ? sql.fragment`WHERE NOT name_only` : sql.fragment``}
                                  LIMIT ${bounds.count}),
    page AS (${page})
    SELECT
      ${narrow ? sql.fragment`(SELECT count(*) > ${bounds.rank} FROM facet_sample)` : sql.fragment`NULL::boolean`} AS overflow,
      (SELECT coalesce(json_agg(page), '[]') FROM page) AS hits,
      ${
        // Without facet filters, the matches counted are the facets' sample.
        hasFilter
          ? sql.fragment`(SELECT ${estimate(sql.fragment`total_sample`, bounds.count)} FROM total_sample)`
          : sql.fragment`(SELECT estimated FROM facet_estimate)`
      }${
        // Tools found by name only count as matches (not in the facets).
        text.names.length > 0 && tsquery
          ? sql.fragment` + (SELECT count(*) FROM tool_search t WHERE ${conditions(null)} AND ${foundByNameOnly})`
          : sql.fragment``
      } AS total,
      ${query.facets ? facetCounts({ categoryFilter, pricingFilter }, narrow) : sql.fragment`NULL`} AS facets`
}

/**
 * Counts per category (without the category filter) and per pricing filter value (without the pricing filter),
 * from the matches sampled, scaled to the estimated number of matches. The narrow statement's sample is every match
 * (at most RANK_CAP + 1, under the cap), so its counts are exact as they stand.
 */
function facetCounts(
  { categoryFilter, pricingFilter }: { categoryFilter: SqlToken; pricingFilter: SqlToken },
  narrow: boolean,
): SqlToken {
  const factor = narrow ? sql.fragment`1` : sql.fragment`(SELECT estimated / sampled FROM facet_estimate)`
  return sql.fragment`(
    SELECT json_build_object(
      'categories', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'count', s.count)
                                              ORDER BY s.count DESC, c.name), '[]')
                     FROM (SELECT t.category_id, round(count(*) * ${factor})::int AS count
                           FROM facet_sample t WHERE ${pricingFilter} GROUP BY t.category_id) s
                     JOIN categories c ON c.id = s.category_id),
      'pricing', json_build_object(
        'free', round(count(*) FILTER (WHERE t.pricing_model IS DISTINCT FROM 'Paid' AND ${categoryFilter})
                      * ${factor})::int,
        'paid', round(count(*) FILTER (WHERE t.pricing_model = 'Paid' AND ${categoryFilter}) * ${factor})::int))
    FROM facet_sample t)`
}

/**
 * The number of matches a capped sample stands for: itself when it is under the cap; else the cap scaled by the
 * share of the table the sample's scan went through, from its first matches on (the scan reads the table in
 * physical order, ctid; matches are assumed spread evenly from there to the end). The first ESTIMATE_FROM matches
 * only count as themselves: a tool that took the place of a deleted one early in the table would otherwise stretch
 * the part read (one such tool made 3,000 matches an estimated 2,000).
 */
const estimate = (sample: SqlToken, cap: number) => {
  const from = Math.floor(cap * ESTIMATE_FROM)
  // Only two row positions are turned into block numbers (a text conversion per row costs ~1 µs).
  const block = (position: SqlToken) => sql.fragment`(${position}::text::point)[0]`
  const start = block(sql.fragment`(SELECT ctid FROM ${sample} ORDER BY ctid OFFSET ${from} LIMIT 1)`)
  // The sample's count and last position, aggregates of the query this is part of, inside the subquery below.
  const count = sql.fragment`count(${sample}.ctid)`
  const last = block(sql.fragment`max(${sample}.ctid)`)
  // The start is computed once, in a subquery of its own (OFFSET 0 keeps the planner from pulling it up into the
  // expression, which names it twice): otherwise the sample is sorted twice.
  return sql.fragment`
    CASE WHEN count(*) < ${cap} THEN count(*)::float8
         ELSE (SELECT ${from} + round((${count} - ${from}) * (b.blocks - s.start) / (${last} - s.start + 1))::float8
               FROM table_blocks b, (SELECT ${start} AS start OFFSET 0) s) END`
}

/**
 * The tool's normalized name starts with `prefix`. The range lets the name index serve it in a plan made for every
 * value (reusesPlan), where `LIKE $1 || '%'` reads the whole table: its pattern is unknown when planned.
 */
const nameStartsWith = (prefix: string) =>
  sql.fragment`t.name_normalized ~>=~ ${prefix} AND t.name_normalized ~<~ (${prefix} || chr(1114111))
               AND t.name_normalized LIKE ${escapeLike(prefix)} || '%'`

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

/** What a tool card shows, from the tools table (the category's slug comes from a join). */
const cardColumns = sql.fragment`t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, t.pricing_model,
  t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags`

/** A word of its own when any word may match: its query, its weight, and whether it matches much of the catalog. */
type WeightedWord = { query: SqlToken; weight: number; dense: boolean }

/**
 * What a search matches on: every word (`matching` alone), or any word (`matching`), ranking tools that
 * have all words first and the others by the weights of the words they have.
 */
type TextMatching = {
  matching: SqlToken | null
  /** What relevance is scored against, when not `matching`: the same words, the one being typed as a prefix. */
  ranking?: SqlToken | null
  allWords?: SqlToken | null
  weighted?: readonly WeightedWord[]
  /** The query's words, negated ones left out. */
  terms: readonly string[]
  /** Tools found by name (names.ts), ranked first in their order. */
  names: readonly NameMatch[]
  /** The query matches much of the catalog: scan the table rather than the text index. */
  dense?: boolean
  /** The query is expected to match at most RANK_CAP tools: try the narrow statement first. */
  narrow?: boolean
}

/** Sum of the weights of the words a tool matches (only when not every word is required). */
const matchedWordsScore = sql.fragment`(SELECT coalesce(sum(w.weight), 0) FROM weighted_words w WHERE t.search_vector @@ w.query)`

/** Tools found by name (names.ts) that the text does not match: ranked with the matches, counted beside them. */
const foundByNameOnly = sql.fragment`t.id IN (SELECT id FROM name_matches)
  AND NOT coalesce(t.search_vector @@ (SELECT query FROM search_query), false)`

/** The query normalized as names are, computed once per statement. */
const nameQuery = sql.fragment`(SELECT name_query FROM search_query)`

/**
 * Any word of the query starting a word of the tool's name (the name is the document's weight A): the tools whose
 * name can resemble the query. Null without words.
 */
function nameWordsQuery(terms: readonly string[]): SqlToken {
  if (terms.length === 0) return sql.fragment`NULL::tsquery`
  return sql.fragment`to_tsquery('kitly', ${terms.map((term) => `${term}:*A`).join(' | ')})`
}

/**
 * How much the tool's name resembles the query (trigram similarity), for the tools whose name has a word the query
 * starts: computing it costs 2 µs a tool (both texts are split into trigrams every time), a fifth of a two-word
 * search's ranking at 10k tools, and a name sharing no word with the query gains little from it.
 */
const nameSimilarity = sql.fragment`CASE WHEN t.search_vector @@ (SELECT name_words FROM search_query)
                                        THEN similarity(t.name_normalized, ${nameQuery}) ELSE 0 END`

function orderBy(sort: NonNullable<ParsedQuery['sort']>, someWords: boolean): SqlToken {
  switch (sort) {
    case 'relevance':
      return sql.fragment`
        -- Tools found by name first (equal, started, mistyped: names.ts), then the tool named exactly as corrected,
        -- then names starting so, the closest to complete first.
        coalesce((SELECT m.rank FROM name_matches m WHERE m.id = t.id), 9),
        CASE WHEN t.name_normalized = ${nameQuery} THEN 0 WHEN starts_with(t.name_normalized, ${nameQuery}) THEN 1 ELSE 2 END,
        CASE WHEN starts_with(t.name_normalized, ${nameQuery}) THEN length(t.name_normalized) END,
        ${someWords ? sql.fragment`t.search_vector @@ (SELECT all_words FROM search_query) DESC, ${matchedWordsScore} DESC,` : sql.fragment``}
        ts_rank_cd(t.search_vector, (SELECT rank_query FROM search_query), 1)
          + 0.5 * ${nameSimilarity}
          + 0.05 * t.popularity DESC,
        t.id`
    case 'popular':
      return sql.fragment`t.popularity DESC, t.is_featured DESC, t.name_normalized, t.id`
    case 'rating':
      return sql.fragment`t.rating DESC, t.review_count DESC, t.name_normalized, t.id`
    case 'newest':
      return sql.fragment`t.created_at DESC, t.id DESC`
    case 'name':
      return sql.fragment`t.name_normalized, t.id`
  }
}
