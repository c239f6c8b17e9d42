/** Meilisearch's error body (`message`, `code`, `type`, `link`) and the payload checks that produce it. */

export type MeiliErrorBody = { message: string; code: string; type: 'invalid_request' | 'internal'; link: string }

export class StandInError extends Error {
  readonly status: number
  readonly code: string
  readonly type: MeiliErrorBody['type']

  constructor(status: number, code: string, message: string, type: MeiliErrorBody['type'] = 'invalid_request') {
    super(message)
    this.status = status
    this.code = code
    this.type = type
  }

  body(): MeiliErrorBody {
    return {
      message: this.message,
      code: this.code,
      type: this.type,
      link: `https://docs.meilisearch.com/errors#${this.code}`,
    }
  }
}

export const badRequest = (message: string) => new StandInError(400, 'bad_request', message)
export const indexNotFound = (uid: string) => new StandInError(404, 'index_not_found', `Index \`${uid}\` not found.`)

type Shape = { [field: string]: Shape | true }

/**
 * Refuses fields the shape does not name, at any depth, as Meilisearch's deserializer does
 * ("Unknown field `rename` inside `[0]`: expected one of `indexes`").
 */
export function refuseUnknownFields(value: unknown, shape: Shape, where = ''): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return
  for (const [field, inner] of Object.entries(value)) {
    const expected = shape[field]
    if (expected === undefined) {
      const inside = where ? ` inside \`${where}\`` : ''
      const names = Object.keys(shape)
        .map((name) => `\`${name}\``)
        .join(', ')
      throw badRequest(`Unknown field \`${field}\`${inside}: expected one of ${names}`)
    }
    if (expected !== true) refuseUnknownFields(inner, expected, `${where}.${field}`)
  }
}

const fields = (...names: string[]): Shape => Object.fromEntries(names.map((name) => [name, true]))

/** The settings object of Meilisearch v1.16 (PATCH /indexes/{uid}/settings). */
export const SETTINGS_SHAPE: Shape = {
  ...fields(
    'displayedAttributes',
    'searchableAttributes',
    'filterableAttributes',
    'sortableAttributes',
    'rankingRules',
    'stopWords',
    'nonSeparatorTokens',
    'separatorTokens',
    'dictionary',
    'synonyms',
    'distinctAttribute',
    'proximityPrecision',
    'embedders',
    'searchCutoffMs',
    'localizedAttributes',
    'facetSearch',
    'prefixSearch',
    'chat',
  ),
  typoTolerance: {
    ...fields('enabled', 'disableOnWords', 'disableOnAttributes', 'disableOnNumbers'),
    minWordSizeForTypos: fields('oneTypo', 'twoTypos'),
  },
  faceting: fields('maxValuesPerFacet', 'sortFacetValuesBy'),
  pagination: fields('maxTotalHits'),
}

/** One search query of v1.16 (POST /indexes/{uid}/search, or one entry of /multi-search's `queries`). */
export const SEARCH_SHAPE: Shape = fields(
  'indexUid',
  'q',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'retrieveVectors',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'showMatchesPosition',
  'filter',
  'sort',
  'distinct',
  'facets',
  'matchingStrategy',
  'attributesToSearchOn',
  'rankingScoreThreshold',
  'showRankingScore',
  'showRankingScoreDetails',
  'hybrid',
  'vector',
  'locales',
  'federationOptions',
)

/** One pair of POST /swap-indexes in v1.16: `rename` only exists from v1.18. */
export const SWAP_SHAPE: Shape = fields('indexes')

/** `federation` of POST /multi-search in v1.16. */
export const FEDERATION_SHAPE: Shape = {
  ...fields('offset', 'limit', 'facetsByIndex'),
  mergeFacets: fields('maxValuesPerFacet'),
}
