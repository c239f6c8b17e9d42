/**
 * Words of goals, lexicon phrases and tool texts, reduced to comparable stems. A light English stemmer
 * is enough here: both sides go through the same rules, so "recording", "records" and "record" meet.
 */
import { normalizeText } from '../query-text.ts'

export type Token = {
  /** The word as normalized (lower case, no accents). */
  word: string
  stem: string
  /** Punctuation (, . ; : ! ? parentheses) stands between this word and the previous one. */
  breakBefore: boolean
}

/**
 * Splits text into words; keeps `&` and `$` inside words so "d&d" and "$0" survive. Plain ASCII (without the
 * two diacritics normalization drops, ^ and `) skips Unicode normalization: tool texts are read by the
 * thousand in an import.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  const normalized = (/[^ -~]|[\^`]/.test(text) ? normalizeText(text) : text.toLowerCase()).replace(/['’]/g, '')
  let last = 0
  for (const match of normalized.matchAll(/[a-z0-9$&]+/g)) {
    const gap = normalized.slice(last, match.index)
    tokens.push({ word: match[0], stem: cachedStem(match[0]), breakBefore: /[,.;:!?()\n]/.test(gap) })
    last = match.index + match[0].length
  }
  return tokens
}

/**
 * The stems of a text's words, fast: tool texts are weighed by the hundred per kit, so ASCII text skips
 * Unicode normalization and stems are remembered.
 */
export function wordStems(text: string): string[] {
  const lower = !/[^ -~]/.test(text) ? text.toLowerCase() : normalizeText(text).replace(/['’]/g, '')
  const stems: string[] = []
  for (const word of lower.split(/[^a-z0-9$&]+/)) if (word) stems.push(cachedStem(word))
  return stems
}

const stemCache = new Map<string, string>()
function cachedStem(word: string): string {
  let stemmed = stemCache.get(word)
  if (stemmed === undefined) {
    stemmed = stem(word)
    // Bounded: the vocabulary of tool texts is large but finite; a full cache simply starts over.
    if (stemCache.size >= 50_000) stemCache.clear()
    stemCache.set(word, stemmed)
  }
  return stemmed
}

/**
 * Plural, -ing and -ed endings off, and a final e (so "make"/"making" and "image"/"images" agree).
 * Short words are left alone: "news", "bus", "need" and "speed" are not inflections.
 */
export function stem(word: string): string {
  let w = word
  if (w.length <= 4 || !/^[a-z]+$/.test(w)) return w
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/(x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length >= 6) w = undouble(w.slice(0, -2))
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** "shopp" → "shop", "runn" → "run"; "ll", "ss" and "zz" stay ("install", "access"). */
function undouble(w: string): string {
  return /([b-df-hj-kmnp-rtv-y])\1$/.test(w) ? w.slice(0, -1) : w
}

/** A phrase as the stems it must match, in order. */
export const phraseStems = (phrase: string): string[] => tokenize(phrase).map((token) => token.stem)
