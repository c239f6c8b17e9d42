/**
 * Federated multi-search (`federation` set): every query's hits in one list, by descending weighted ranking score
 * (the score times the query's `federationOptions.weight`, 1 by default). A document several queries of one index
 * find is listed once, with its best score; the total and each index's facets count the union of the documents
 * found. Where the index ranks `sort` before relevancy, hits compare by their sort values first, as Meilisearch
 * compares score details (a sort's values, then the relevancy score). Paging belongs to `federation`: a query carrying `limit`, `offset`, `page`, `hitsPerPage` or `facets` is
 * refused, as Meilisearch refuses it. Merging facets across indexes (`mergeFacets`) is accepted, not modelled.
 * https://www.meilisearch.com/docs/reference/api/multi_search
 */
import { FEDERATION_SHAPE, refuseUnknownFields, StandInError } from './errors.ts'
import type { Document } from './filter.ts'
import { compareKeys, facetDistribution, type IndexSettings, rank, type SearchQuery, sortValues } from './search.ts'

type FederatedQuery = SearchQuery & { indexUid: string; federationOptions?: { weight?: number } }
type Federation = { offset?: number; limit?: number; facetsByIndex?: Record<string, string[]> }
type SearchedIndex = { documents: readonly Document[]; settings: IndexSettings; primaryKey: string }

const PAGING = ['limit', 'offset', 'page', 'hitsPerPage'] as const

export function federatedSearch(
  queries: readonly FederatedQuery[],
  federation: unknown,
  indexOf: (uid: string, where: string) => SearchedIndex,
) {
  const started = performance.now()
  refuseUnknownFields(federation, FEDERATION_SHAPE, 'federation')
  const { offset = 0, limit = 20, facetsByIndex = {} } = federation as Federation
  const found = queries.flatMap((query, position) => {
    const where = `.queries[${position}]`
    for (const field of PAGING)
      if (query[field as keyof FederatedQuery] !== undefined)
        throw new StandInError(
          400,
          'invalid_multi_search_query_pagination',
          `Inside \`${where}\`: Using pagination options is not allowed in federated queries.\n - Hint: remove \`${field}\` from query #${position} or remove \`federation\` from the request`,
        )
    if (query.facets !== undefined)
      throw new StandInError(
        400,
        'invalid_multi_search_query_facets',
        `Inside \`${where}\`: Using facet options is not allowed in federated queries.\n - Hint: remove \`facets\` from query #${position} or remove \`federation\` from the request`,
      )
    const index = indexOf(query.indexUid, where)
    const weight = query.federationOptions?.weight ?? 1
    const ranked = rank(index.documents, index.settings, query)
    const sortsFirst = index.settings.rankingRules[0] === 'sort'
    return ranked.found.map((candidate, order) => ({
      key: `${query.indexUid}/${String(candidate.document[index.primaryKey])}`,
      indexUid: query.indexUid,
      document: candidate.document,
      sorted: sortsFirst ? sortValues(candidate.document, query.sort ?? []) : [],
      score: ranked.scoreOf(candidate) * weight,
      position,
      order,
      hit: () => ranked.hitOf(candidate),
    }))
  })
  // Sort values first where sort ranks first, then the best score; equal ones keep the queries' order, then each
  // query's own.
  found.sort(
    (a, b) => compareKeys(a.sorted, b.sorted) || b.score - a.score || a.position - b.position || a.order - b.order,
  )
  const seen = new Set<string>()
  const merged = found.filter(({ key }) => !seen.has(key) && seen.add(key))
  const hits = merged.slice(offset, offset + limit).map(({ hit, indexUid, position, score }) => ({
    ...hit(),
    _federation: { indexUid, queriesPosition: position, weightedRankingScore: score },
  }))
  return {
    hits,
    processingTimeMs: Math.round(performance.now() - started),
    limit,
    offset,
    estimatedTotalHits: merged.length,
    ...(Object.keys(facetsByIndex).length > 0
      ? {
          facetsByIndex: Object.fromEntries(
            Object.entries(facetsByIndex).map(([uid, facets]) => {
              const documents = merged.filter((hit) => hit.indexUid === uid).map((hit) => hit.document)
              const { settings } = indexOf(uid, `federation.facetsByIndex.${uid}`)
              return [uid, { distribution: facetDistribution(documents, facets, settings), stats: {} }]
            }),
          ),
        }
      : {}),
  }
}
