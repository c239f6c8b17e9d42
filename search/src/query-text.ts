/**
 * Query text handling shared by both engines: normalization (as Postgres' search_normalize does it),
 * splitting into words, and the typo-tolerance rule of how many edits a word may be corrected by.
 */

/** Lower-cased, accents removed: the form the vocabulary is stored in. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** A name or query with everything but letters and digits removed, as search_name_key (migration 0030) keeps names. */
export const nameKey = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '')

export type QueryWord = {
  /** The normalized word. */
  text: string
  /** Inside "quotes" or after a minus: corrected never, prefix-matched never. */
  literal: boolean
  /** After a minus: results must not contain it. */
  negated: boolean
  /** The last word while the user is still typing it (no trailing space): matched as a prefix. */
  partial: boolean
}

/**
 * Splits a websearch-style query ("photo editor" -watermark or upscale) into its words,
 * keeping track of which ones may be corrected or prefix-matched.
 */
export function parseQueryWords(query: string): QueryWord[] {
  const words: QueryWord[] = []
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g
  for (const match of normalizeText(query).matchAll(pattern)) {
    const quoted = match[2] !== undefined
    const negated = (quoted ? match[1] : match[3]) === '-'
    for (const text of splitWords((quoted ? match[2] : match[4]) ?? '')) {
      if (text === 'or' && !quoted && !negated) continue
      words.push({ text, literal: quoted || negated, negated, partial: false })
    }
  }
  const last = words.at(-1)
  if (last && !last.literal && /[\p{L}\p{N}]$/u.test(query)) last.partial = true
  return words
}

function splitWords(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter((word) => word.length > 0)
}

/** Edits allowed when correcting a word: none below 5 letters, 1 for 5-8, 2 from 9 (as Meilisearch does). */
export function allowedEdits(word: string): number {
  if (word.length < 5) return 0
  return word.length < 9 ? 1 : 2
}

/** Replaces whole words of `query` (compared normalized) with their corrections, keeping the rest as typed. */
export function applyCorrections(query: string, corrections: ReadonlyMap<string, string>): string {
  if (corrections.size === 0) return query
  return query.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(normalizeText(word)) ?? word)
}
