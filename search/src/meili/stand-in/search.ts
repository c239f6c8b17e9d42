/**
 * One search against one index, with the rules the adapter depends on: sort, filter and facets only on declared
 * attributes (else 400), `sort` honoured where the ranking rules place it (and refused when they leave it out),
 * the matching strategies (`last` drops words from the end, `all` drops none, `frequency` the commonest first),
 * prefix search on the last word unless the query ends with a space, typos by word length from the settings, the
 * negative operator (`-word` leaves out the documents having that word exactly) and ranking scores (each relevancy
 * rule's rank, combined as Meilisearch's global score does: the first rule decides, the next ones break its ties).
 * Words split on every non-alphanumeric character, as Meilisearch's tokenizer does ("text-to-image" is three words).
 * Proximity is not modelled (every pair counts as adjacent), nor are phrases (quoted words are plain words),
 * synonyms, stop words, distinct attributes or cropping: the adapter reads none of them. Highlighting
 * (`attributesToHighlight`, `_formatted`) marks every word a query word matches, typos and prefixes included;
 * `attributesToSearchOn` restricts the match to some searchable attributes (others refused).
 */
import { StandInError } from './errors.ts'
import { compileFilter, type Document } from './filter.ts'

export type IndexSettings = {
  searchableAttributes: string[]
  filterableAttributes: string[]
  sortableAttributes: string[]
  rankingRules: string[]
  typoTolerance: { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } }
  pagination: { maxTotalHits: number }
  faceting: { maxValuesPerFacet: number }
}

export const DEFAULT_SETTINGS: IndexSettings = {
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  pagination: { maxTotalHits: 1000 },
  faceting: { maxValuesPerFacet: 100 },
}

export type SearchQuery = {
  q?: string
  offset?: number
  limit?: number
  filter?: unknown
  sort?: string[]
  facets?: string[]
  attributesToRetrieve?: string[]
  matchingStrategy?: 'last' | 'all' | 'frequency'
  showRankingScore?: boolean
  attributesToHighlight?: string[]
  highlightPreTag?: string
  highlightPostTag?: string
  attributesToSearchOn?: string[]
}

export const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Edit distance counting a swap of two neighbouring letters as one typo, as Meilisearch's Levenshtein automata do
 * (optimal string alignment), capped: anything over `max` is max + 1.
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j] as number, (beforePrevious[j - 2] as number) + 1)
    }
    beforePrevious = previous
    previous = current
  }
  return Math.min(previous[b.length] as number, max + 1)
}

type WordMatch = { typos: number; allowed: number; exact: boolean; attribute: number }
type Fields = { attribute: number; words: string[] }[]

/** The document's searchable words by attribute; those outside `searchOn` (attributesToSearchOn) have none. */
function searchableFields(document: Document, settings: IndexSettings, searchOn?: readonly string[]): Fields {
  const names = settings.searchableAttributes.includes('*') ? Object.keys(document) : settings.searchableAttributes
  return names.map((name, attribute) => {
    const value = searchOn && !searchOn.includes(name) ? null : document[name]
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (item) => typeof item === 'string' || typeof item === 'number',
    )
    return { attribute, words: texts.flatMap((text) => words(String(text))) }
  })
}

/** How many typos a query word may have, by its length (the typo tolerance settings). */
function allowedTypos(word: string, settings: IndexSettings): number {
  const { enabled, minWordSizeForTypos } = settings.typoTolerance
  if (!enabled) return 0
  if (word.length >= minWordSizeForTypos.twoTypos) return 2
  return word.length >= minWordSizeForTypos.oneTypo ? 1 : 0
}

/** The typos between a query word and an indexed one (a prefix of it, for the word being typed). */
function typosBetween(word: string, candidate: string, prefix: boolean, allowed: number): number {
  if (candidate === word || (prefix && candidate.startsWith(word))) return 0
  return Math.min(
    distance(word, candidate, allowed),
    prefix ? distance(word, candidate.slice(0, word.length), allowed) : Infinity,
  )
}

function matchWord(word: string, prefix: boolean, fields: Fields, settings: IndexSettings): WordMatch | null {
  const allowed = allowedTypos(word, settings)
  let best: WordMatch | null = null
  for (const field of fields) {
    for (const candidate of field.words) {
      const typos = typosBetween(word, candidate, prefix, allowed)
      if (typos > allowed) continue
      const match = { typos, allowed, exact: candidate === word, attribute: field.attribute }
      if (!best || typos < best.typos || (typos === best.typos && field.attribute < best.attribute)) best = match
    }
  }
  return best
}

type HighlightTags = { pre: string; post: string }

/**
 * The text with each word a query word matches (exactly, with typos or as the prefix being typed) between the tags;
 * of a word matched as a prefix, only the prefix's length, as Meilisearch marks it.
 */
function highlightText(
  text: string,
  queryWords: readonly string[],
  prefixLast: boolean,
  settings: IndexSettings,
  tags: HighlightTags,
) {
  return text.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const [indexed = ''] = words(token)
    const isPrefix = (index: number) => prefixLast && index === queryWords.length - 1
    const matched = queryWords.findIndex(
      (word, index) =>
        typosBetween(word, indexed, isPrefix(index), allowedTypos(word, settings)) <= allowedTypos(word, settings),
    )
    const word = queryWords[matched]
    if (word === undefined) return token
    const length = isPrefix(matched) && indexed.length > word.length ? word.length : token.length
    return `${tags.pre}${token.slice(0, length)}${tags.post}${token.slice(length)}`
  })
}

/** The word sets a document may match, most words first, as the strategy drops them. */
function wordSets(
  queryWords: string[],
  strategy: SearchQuery['matchingStrategy'],
  frequency: (word: string) => number,
) {
  if (strategy === 'all' || queryWords.length === 0) return [queryWords.map((_, index) => index)]
  const dropOrder =
    strategy === 'frequency'
      ? queryWords
          .map((_, index) => index)
          .sort((a, b) => frequency(queryWords[b] as string) - frequency(queryWords[a] as string))
      : queryWords.map((_, index) => queryWords.length - 1 - index)
  return dropOrder.map((_, dropped) => dropOrder.slice(dropped).sort((a, b) => a - b)).filter((set) => set.length > 0)
}

/** `attributes`: how many searchable attributes the document has (all of its fields when `*` is searchable). */
type Candidate = { document: Document; position: number; matches: WordMatch[]; attributes: number }

/** A relevancy rule's verdict on a document: 1 (worst) to max (best), as Meilisearch's score details rank them. */
type Rank = { rank: number; max: number }

function relevancyRank(rule: string, { matches, attributes }: Candidate, queryWords: number): Rank | null {
  switch (rule) {
    case 'words':
      return { rank: matches.length, max: queryWords }
    case 'typo': {
      const allowed = matches.reduce((sum, match) => sum + match.allowed, 0)
      return { rank: allowed + 1 - matches.reduce((sum, match) => sum + match.typos, 0), max: allowed + 1 }
    }
    case 'proximity':
      return { rank: 1, max: 1 }
    case 'attribute':
      return { rank: attributes - Math.min(...matches.map((match) => match.attribute)), max: attributes }
    case 'exactness':
      return { rank: 1 + matches.filter((match) => match.exact).length, max: 1 + matches.length }
    default:
      // `sort` and custom rules order by values, not scores.
      return null
  }
}

/**
 * The ranking score (0 to 1): the relevancy rules' ranks read as one mixed-radix number, so a later rule only orders
 * the documents the earlier ones tie. A search without words scores every document 1.
 */
function rankingScore(candidate: Candidate, settings: IndexSettings, queryWords: number): number {
  if (queryWords === 0) return 1
  let rank = 1
  let max = 1
  for (const rule of settings.rankingRules) {
    const next = relevancyRank(rule, candidate, queryWords)
    if (!next) continue
    rank = (rank - 1) * next.max + next.rank
    max *= next.max
  }
  return rank / max
}

/** The words to find and the words whose documents are left out (`-word`, at the start of a term). */
function parseQuery(q: string) {
  const terms = [...q.matchAll(/(^|\s)(-?)("[^"]*"?|[^\s"]+)/g)]
  const positive = terms.filter((term) => term[2] !== '-').flatMap((term) => words(term[3] ?? ''))
  const negative = terms.filter((term) => term[2] === '-').flatMap((term) => words(term[3] ?? ''))
  const lastTerm = terms.at(-1)
  // Only a word being typed is a prefix: not one after a minus, nor one followed by a space or punctuation.
  const prefixLast = lastTerm !== undefined && lastTerm[2] !== '-' && /[\p{L}\p{N}]$/u.test(q)
  return { positive: positive.slice(0, 10), negative, prefixLast }
}

function rankingKey(rule: string, candidate: Candidate, sort: string[]): Array<number | string> {
  const { matches, document } = candidate
  switch (rule) {
    case 'words':
      return [-matches.length]
    case 'typo':
      return [matches.reduce((sum, match) => sum + match.typos, 0)]
    case 'attribute':
      return [Math.min(...matches.map((match) => match.attribute), Infinity)]
    case 'exactness':
      return [-matches.filter((match) => match.exact).length]
    case 'proximity':
      return []
    case 'sort':
      return sort.flatMap((entry) => sortKey(document, entry))
    default:
      return sortKey(document, rule)
  }
}

function sortKey(document: Document, entry: string): Array<number | string> {
  const [attribute = '', direction] = entry.split(':')
  const value = document[attribute]
  const sign = direction === 'desc' ? -1 : 1
  // Numbers sort before strings, and documents without the attribute last, as Meilisearch orders them.
  if (typeof value === 'number') return [0, sign * value]
  if (typeof value === 'string') return [1, sign === 1 ? value.toLowerCase() : invert(value.toLowerCase())]
  return [2, 0]
}

/** A string whose ascending order is the given one's descending order. */
const invert = (text: string) =>
  [...text].map((char) => String.fromCodePoint(0x10ffff - (char.codePointAt(0) ?? 0))).join('')

/** A document's values for a search's `sort`, comparable with compareKeys. */
export const sortValues = (document: Document, sort: readonly string[]) =>
  sort.flatMap((entry) => sortKey(document, entry))

export function compareKeys(a: Array<number | string>, b: Array<number | string>): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const [x, y] = [a[index], b[index]]
    if (x === y) continue
    if (x === undefined) return -1
    if (y === undefined) return 1
    return x < y ? -1 : 1
  }
  return 0
}

function checkSearchable(attributes: readonly string[], searchable: readonly string[]) {
  if (searchable.includes('*')) return
  for (const attribute of attributes)
    if (!searchable.includes(attribute))
      throw new StandInError(
        400,
        'invalid_search_attributes_to_search_on',
        `Attribute \`${attribute}\` is not searchable. Available searchable attributes are: ${searchable.map((name) => `\`${name}\``).join(', ')}.`,
      )
}

function checkDeclared(kind: 'sort' | 'facets', attributes: readonly string[], declared: readonly string[]) {
  for (const attribute of attributes) {
    if (declared.includes(attribute)) continue
    const available = declared.map((name) => `\`${name}\``).join(', ')
    throw new StandInError(
      400,
      `invalid_search_${kind}`,
      kind === 'sort'
        ? `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: ${available}.`
        : `Invalid facet distribution: attribute \`${attribute}\` is not filterable. The available filterable attribute patterns are: ${available}.`,
    )
  }
}

/**
 * The documents a query finds, best first (as many as `maxTotalHits` allows), with their ranking scores and the hit
 * each makes (retrieved attributes, `_formatted`, `_rankingScore` as asked).
 */
export function rank(documents: readonly Document[], settings: IndexSettings, query: SearchQuery) {
  const sort = query.sort ?? []
  checkDeclared(
    'sort',
    sort.map((entry) => entry.split(':')[0] ?? ''),
    settings.sortableAttributes,
  )
  if (sort.length > 0 && !settings.rankingRules.includes('sort'))
    throw new StandInError(
      400,
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    )
  checkDeclared('facets', query.facets ?? [], settings.filterableAttributes)
  checkSearchable(query.attributesToSearchOn ?? [], settings.searchableAttributes)
  const passes = compileFilter(query.filter, settings.filterableAttributes)

  const q = query.q ?? ''
  const { positive: queryWords, negative, prefixLast } = parseQuery(q)
  const withFields = documents
    .map((document, position) => ({
      document,
      position,
      fields: searchableFields(document, settings, query.attributesToSearchOn),
    }))
    .filter(({ document }) => passes(document))
  const filtered = withFields.filter(
    ({ fields }) => !negative.some((word) => fields.some((field) => field.words.includes(word))),
  )
  const fields = filtered.map((entry) => entry.fields)
  const matchesOf = fields.map((documentFields) =>
    queryWords.map((word, index) =>
      matchWord(word, prefixLast && index === queryWords.length - 1, documentFields, settings),
    ),
  )
  const frequency = (word: string) => matchesOf.filter((matches) => matches[queryWords.indexOf(word)] !== null).length
  const sets = wordSets(queryWords, query.matchingStrategy, frequency)

  const candidates: Candidate[] = []
  filtered.forEach(({ document, position }, index) => {
    const matches = matchesOf[index] ?? []
    const set = sets.find((indexes) => indexes.every((wordIndex) => matches[wordIndex]))
    if (set)
      candidates.push({
        document,
        position,
        matches: set.map((wordIndex) => matches[wordIndex] as WordMatch),
        attributes: fields[index]?.length ?? 1,
      })
  })
  candidates.sort((a, b) => {
    for (const rule of settings.rankingRules) {
      const order = compareKeys(rankingKey(rule, a, sort), rankingKey(rule, b, sort))
      if (order !== 0) return order
    }
    return a.position - b.position
  })

  const retrieve = query.attributesToRetrieve?.includes('*') === false ? query.attributesToRetrieve : null
  const highlighted = (name: string) =>
    query.attributesToHighlight?.includes('*') || query.attributesToHighlight?.includes(name)
  const scoreOf = (candidate: Candidate) => rankingScore(candidate, settings, queryWords.length)
  const hitOf = (candidate: Candidate) => {
    const { document } = candidate
    const shown = retrieve
      ? Object.fromEntries(retrieve.filter((name) => name in document).map((name) => [name, document[name]]))
      : { ...document }
    const formatted = query.attributesToHighlight
      ? {
          _formatted: Object.fromEntries(
            Object.entries(shown).map(([name, value]) => [
              name,
              typeof value === 'string' && highlighted(name)
                ? highlightText(value, queryWords, prefixLast, settings, {
                    pre: query.highlightPreTag ?? '<em>',
                    post: query.highlightPostTag ?? '</em>',
                  })
                : value,
            ]),
          ),
        }
      : {}
    return {
      ...shown,
      ...formatted,
      ...(query.showRankingScore ? { _rankingScore: scoreOf(candidate) } : {}),
    }
  }
  return { found: candidates.slice(0, settings.pagination.maxTotalHits), scoreOf, hitOf }
}

export function search(documents: readonly Document[], settings: IndexSettings, query: SearchQuery) {
  const started = performance.now()
  const { found, hitOf } = rank(documents, settings, query)
  const offset = query.offset ?? 0
  const limit = query.limit ?? 20
  return {
    hits: found.slice(offset, offset + limit).map(hitOf),
    query: query.q ?? '',
    processingTimeMs: Math.round(performance.now() - started),
    limit,
    offset,
    estimatedTotalHits: found.length,
    ...(query.facets
      ? {
          facetDistribution: facetDistribution(
            found.map((candidate) => candidate.document),
            query.facets,
            settings,
          ),
        }
      : {}),
  }
}

export function facetDistribution(documents: readonly Document[], facets: readonly string[], settings: IndexSettings) {
  checkDeclared('facets', facets, settings.filterableAttributes)
  return Object.fromEntries(
    facets.map((facet) => {
      const counts = new Map<string, number>()
      for (const document of documents) {
        const value = document[facet]
        for (const item of new Set(
          (Array.isArray(value) ? value : [value]).filter((entry) => entry !== null && entry !== undefined),
        ))
          counts.set(String(item), (counts.get(String(item)) ?? 0) + 1)
      }
      const kept = [...counts].sort(([a], [b]) => a.localeCompare(b)).slice(0, settings.faceting.maxValuesPerFacet)
      return [facet, Object.fromEntries(kept)]
    }),
  )
}
