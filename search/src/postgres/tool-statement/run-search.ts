/** Runs a search's statement: the narrow one first when it applies, on the connections whose plans suit it. */
import type { CommonQueryMethods } from 'slonik'
import type { ToolFacets, ToolHit } from '../../engine.ts'
import { preparedOnce } from '../prepared.ts'
import type { Bounds } from './bounds.ts'
import { hasFacetFilter, type ParsedQuery } from './filters.ts'
import { searchStatement } from './statement.ts'
import type { TextMatching } from './text-matching.ts'

export type SearchRun = { hits: Omit<ToolHit, 'highlight'>[]; total: number; facets: ToolFacets }

/** Connections for the statements: `reusedPlans` plan each prepared statement once for all its values. */
export type SearchConnections = { db: CommonQueryMethods; reusedPlans?: CommonQueryMethods | undefined }

const NO_FACETS: ToolFacets = { categories: [], pricing: { free: 0, paid: 0 }, tasks: [] }

const isRelevanceByEveryWord = (query: ParsedQuery, text: TextMatching) =>
  text.matching !== null && !text.weighted && (query.sort ?? 'relevance') === 'relevance'

/** The narrow statement applies: a relevance search requiring every word, expected to match few tools. */
const isNarrow = (query: ParsedQuery, text: TextMatching) => text.narrow === true && isRelevanceByEveryWord(query, text)

/**
 * A statement better planned once for every value: text requiring every word, by relevance, without facet filters
 * (nearly every as-you-type search). Its words reach the plan through a CTE, so a plan made for the values does no
 * better, and planning costs as much as running it. Elsewhere the values change the best plan.
 */
const reusesPlan = (query: ParsedQuery, text: TextMatching) =>
  isRelevanceByEveryWord(query, text) && !hasFacetFilter(query)

export async function runSearch(
  { db, reusedPlans }: SearchConnections,
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
  // No match at all: every count is zero.
  return { hits: row.hits, total: row.total, facets: row.facets ?? NO_FACETS }
}
