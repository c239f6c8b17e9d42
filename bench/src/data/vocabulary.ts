/**
 * The words the generated catalog is written with: the seed catalog's own words (db/data/catalog: names,
 * descriptions, tags, categories), most frequent first, so real domain words sit at the head of the power law;
 * then generated rare words for the long tail; and generated brand words that name the tools.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CATALOG_DIR } from '@kitly/db/seed'
import { z } from 'zod'
import { createRandom, deriveSeed, type Random } from './random.ts'

const CatalogCategory = z.object({ name: z.string(), slug: z.string(), tags: z.array(z.string()) })
const CatalogTool = z.object({
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  category_slug: z.string(),
  tags: z.array(z.string()),
})

export type CatalogCategory = z.infer<typeof CatalogCategory>

/** English words that carry no meaning for search (the `english` configuration drops them). */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do for from has have how i in into is it its my of on or our s so that the their ' +
    'them then there these they this to too up us was we what when which while who will with you your any all'
  ).split(' '),
)

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? []
}

export type Vocabulary = {
  categories: CatalogCategory[]
  /** Content words, most frequent first: catalog words, then generated rare words. */
  words: string[]
  /** How many of `words` come from the catalog (the head). */
  catalogWordCount: number
  /** Per category slug: the catalog words of that category's tools, most frequent first. */
  categoryWords: Map<string, string[]>
  /** Every word used anywhere, brand words included: a typo must not be one of them. */
  known: Set<string>
}

export const RARE_WORDS = 25_000

export function readCatalogFiles(): { categories: CatalogCategory[]; tools: z.infer<typeof CatalogTool>[] } {
  const read = (file: string) => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8'))
  return {
    categories: z.array(CatalogCategory).parse(read('categories.json')),
    tools: z.array(CatalogTool).parse(read('tools.json')),
  }
}

const byCountThenWord = (counts: Map<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word)

export function buildVocabulary(seed: number): Vocabulary {
  const { categories, tools } = readCatalogFiles()
  const counts = new Map<string, number>()
  const perCategory = new Map<string, Map<string, number>>()
  const count = (map: Map<string, number>, word: string) => map.set(word, (map.get(word) ?? 0) + 1)
  for (const tool of tools) {
    const categoryCounts = perCategory.get(tool.category_slug) ?? new Map<string, number>()
    perCategory.set(tool.category_slug, categoryCounts)
    for (const word of tokenize([tool.name, tool.short_description, tool.description, ...tool.tags].join(' '))) {
      if (word.length < 2) continue
      count(counts, word)
      if (!STOP_WORDS.has(word)) count(categoryCounts, word)
    }
  }
  for (const category of categories) {
    for (const word of tokenize([category.name, ...category.tags].join(' '))) if (word.length >= 2) count(counts, word)
  }
  const catalogWords = byCountThenWord(counts)
  const known = new Set(catalogWords)
  const rare = generateWords(createRandom(deriveSeed(seed, 'rare-words')), RARE_WORDS, known, 5, 11)
  const categoryWords = new Map([...perCategory].map(([slug, map]) => [slug, byCountThenWord(map)]))
  return { categories, words: [...catalogWords, ...rare], catalogWordCount: catalogWords.length, categoryWords, known }
}

const ONSETS = 'b br c ch cl d dr f fl g gl gr h j k kr l m n p pl pr qu r s sh sk sl sn sp st t th tr v w z'.split(' ')
const NUCLEI = 'a e i o u a e i o ai ea io ou y'.split(' ')
const CODAS = ['', '', '', '', 'n', 'r', 'x', 'l', 's', 'm', 't', 'k', 'ck', 'nd', 'rt', 'st', 'ng']

/** A pronounceable made-up word ("voxaro", "skandril"). */
export function makeWord(random: Random, syllables: number): string {
  let word = ''
  for (let i = 0; i < syllables; i++) word += random.pick(ONSETS) + random.pick(NUCLEI) + random.pick(CODAS)
  return word
}

/**
 * `count` distinct new words of minLength..maxLength letters, none in `known` (which they are added to).
 * Two to four syllables: sparse enough that a one-letter change rarely lands on another word.
 */
export function generateWords(
  random: Random,
  count: number,
  known: Set<string>,
  minLength: number,
  maxLength: number,
): string[] {
  const words: string[] = []
  while (words.length < count) {
    const word = makeWord(random, 2 + random.int(3))
    if (word.length < minLength || word.length > maxLength || known.has(word)) continue
    known.add(word)
    words.push(word)
  }
  return words
}
