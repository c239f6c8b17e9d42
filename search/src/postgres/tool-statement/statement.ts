/**
 * One search as one statement, built of CTEs read on demand (a CTE is evaluated only as far as its readers go, so
 * the caps stop the scans): the query's tsqueries, the matches, a capped sample counted for total and facets, and
 * the page ranked among a bounded set of candidates. search/README.md walks through it.
 */
import { z } from 'zod'
import { ToolCard, ToolFacets } from '../../engine.ts'
import { normalizeText } from '../../query-text.ts'
import { sql } from '../../sql.ts'
import type { NameMatch } from '../names.ts'
import type { TaskWord } from '../task-words.ts'
import type { Bounds } from './bounds.ts'
import { relevanceCandidates } from './candidates.ts'
import { estimate } from './estimate.ts'
import { facetCounts } from './facets.ts'
import { hasFacetFilter, type ParsedQuery, toolFilters } from './filters.ts'
import { nameWordsQuery, orderBy } from './ranking.ts'
import type { TextMatching, WeightedWord } from './text-matching.ts'

export const SearchRow = z.object({
  hits: z.array(ToolCard),
  total: z.number(),
  facets: ToolFacets.nullable(),
  /** Narrow statement only: more than RANK_CAP matches, so its answer is not the search's (see runSearch). */
  overflow: z.boolean().nullable(),
})

/** What a tool card shows, from the tools table (the category's slug comes from a join). */
const cardColumns = sql.fragment`t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, t.pricing_model,
  t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags`

/** Tools found by name (names.ts) that the text does not match: ranked with the matches, counted beside them. */
const foundByNameOnly = sql.fragment`t.id IN (SELECT id FROM name_matches)
  AND NOT coalesce(t.search_vector @@ (SELECT query FROM search_query), false)`

/**
 * `narrow`: the statement for few matches. It reads at most RANK_CAP + 1 of them, whole, and ranks those it keeps
 * without reading them again; past RANK_CAP it answers `overflow` and nothing else counts. `bounds` replace the
 * caps for the benchmark's unbounded reference.
 */
export function searchStatement(
  query: ParsedQuery,
  searchedText: string,
  text: TextMatching,
  bounds: Bounds,
  narrow: boolean,
) {
  const tsquery = text.matching
  const weightedWords = text.weighted ?? []
  const normalizedQuery = searchedText.trim()
  const filters = toolFilters(query, text.dense ?? false)
  const searched = tsquery ? sql.fragment`(SELECT query FROM search_query)` : null
  const filtered = filters.where(searched)
  const hasFilter = hasFacetFilter(query)
  // Without text, relevance means popularity.
  const sort = tsquery ? (query.sort ?? 'relevance') : query.sort && query.sort !== 'relevance' ? query.sort : 'popular'
  const taskWords = text.taskWords ?? []
  const alternativesOf = text.alternativesOf ?? []
  const rankedBy = orderBy(sort, {
    someWords: weightedWords.length > 0,
    taskWords: taskWords.length > 0,
    alternatives: alternativesOf.length > 0,
  })
  // Other orders read the filtered tools in that order (an index serves "popular"); the narrow statement ranks all.
  const candidates =
    sort !== 'relevance' || narrow
      ? null
      : relevanceCandidates({
          filters,
          matching: filtered,
          text,
          bounds,
          pageEnd: query.offset + query.limit,
          namePrefix: normalizeText(normalizedQuery),
        })
  const pageLimit = sql.fragment`LIMIT ${query.limit} OFFSET ${query.offset}`
  // The narrow statement ranks its matches as read, cards included. The other ranks the candidates' ids (from
  // `tools` for the orders tool_search has no column for), then reads the page's cards in the order ranked.
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
  // The narrow statement's sample is every match but those found by name only.
  const textMatchesOnly = narrow ? sql.fragment`WHERE NOT name_only` : sql.fragment``
  return sql.type(SearchRow)`
    WITH search_query AS (SELECT ${tsquery ?? sql.fragment`NULL::tsquery`} AS query,
                                 ${text.ranking ?? tsquery ?? sql.fragment`NULL::tsquery`} AS rank_query,
                                 ${text.allWords ?? sql.fragment`NULL::tsquery`} AS all_words,
                                 search_normalize(${normalizedQuery}) AS name_query,
                                 ${nameWordsQuery(text.terms)} AS name_words),
    name_matches AS (${nameMatchRows(text.names)}),
    weighted_words AS (${weightedWordRows(weightedWords)}),
    task_words AS (${taskWordRows(taskWords)}),
    alternatives_of AS (SELECT unnest(${sql.array([...alternativesOf], 'int4')}::int[]) AS id),
    matched AS MATERIALIZED (${
      narrow
        ? sql.fragment`(SELECT ${cardColumns}, t.popularity, t.ctid, t.name_normalized, t.search_vector,
                               false AS name_only
                        FROM tools t WHERE ${filters.where(searched, { facets: false })} LIMIT ${bounds.rank + 1})
                       UNION ALL
                       SELECT ${cardColumns}, t.popularity, t.ctid, t.name_normalized, t.search_vector, true
                       FROM tools t WHERE ${filters.where(null, { facets: false })} AND ${foundByNameOnly}`
        : sql.fragment`SELECT t.id, t.category_id, t.pricing_model, t.popularity, t.ctid FROM tool_search t
                       WHERE ${filters.where(searched, { facets: false })}`
    }),
    filtered AS MATERIALIZED (${
      narrow
        ? sql.fragment`SELECT * FROM matched t WHERE ${filters.category} AND ${filters.pricing} AND ${filters.task}`
        : hasFilter
          ? sql.fragment`SELECT t.id, t.popularity, t.ctid FROM tool_search t WHERE ${filtered}`
          : sql.fragment`SELECT id, popularity, ctid FROM matched`
    }),
    table_blocks AS (SELECT greatest(pg_relation_size('tool_search') / current_setting('block_size')::int, 1)
                       AS blocks),
    facet_sample AS MATERIALIZED (SELECT * FROM matched ${textMatchesOnly} LIMIT ${bounds.count}),
    facet_estimate AS (SELECT ${estimate(sql.fragment`facet_sample`, bounds.count)} AS estimated,
                              greatest(count(*), 1) AS sampled
                       FROM facet_sample),
    total_sample AS MATERIALIZED (SELECT * FROM filtered ${textMatchesOnly} LIMIT ${bounds.count}),
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
          ? sql.fragment` + (SELECT count(*) FROM tool_search t WHERE ${filters.where(null)} AND ${foundByNameOnly})`
          : sql.fragment``
      } AS total,
      ${query.facets ? facetCounts(filters, narrow) : sql.fragment`NULL`} AS facets`
}

const nameMatchRows = (names: readonly NameMatch[]) =>
  sql.fragment`SELECT * FROM unnest(${sql.array(
    names.map((name) => name.id),
    'int4',
  )}::int[], ${sql.array(
    names.map((name) => name.rank),
    'float8',
  )}::float8[]) AS m(id, rank)`

/** Stop words give empty queries, which would only raise notices when matched. */
const weightedWordRows = (words: readonly WeightedWord[]) =>
  sql.fragment`SELECT * FROM (VALUES ${
    words.length > 0
      ? sql.join(
          words.map((w) => sql.fragment`(${w.word}::text, ${w.query}, ${w.weight}::float8)`),
          sql.fragment`, `,
        )
      : sql.fragment`(NULL::text, NULL::tsquery, 0::float8)`
  }) AS w(word, query, weight)
      WHERE numnode(w.query) > 0`

const taskWordRows = (words: readonly TaskWord[]) =>
  sql.fragment`SELECT * FROM unnest(${sql.array(
    words.map((w) => w.word),
    'text',
  )}::text[], ${sql.array(
    words.map((w) => w.taskId),
    'int4',
  )}::int[]) AS tw(word, task_id)`
