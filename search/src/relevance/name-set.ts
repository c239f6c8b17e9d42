/**
 * The name set: for every tool of a catalog, the queries of someone looking for it by name (its exact name, a prefix,
 * a name with one typo from 4 letters and with two typos from 8), generated from a seed, so the same catalog always
 * gives the same set. The relevance test and the benchmark (bench/src/goals.ts) score a search engine and a full-scan
 * name-similarity baseline on it.
 */
import { editDistance } from '../postgres/edit-distance.ts'
import { nameKey } from '../query-text.ts'

export type NameKind = 'exact' | 'one-typo' | 'two-typo' | 'prefix'
export const NAME_KINDS: readonly NameKind[] = ['exact', 'one-typo', 'two-typo', 'prefix']
export type NameCase = { kind: NameKind; query: string; slug: string; name: string }
export type NamedTool = { name: string; slug: string }

/** How deep in the results each kind is looked for, and the share of cases to find there. */
export const NAME_GOALS: Record<NameKind, { within: number; recall: number }> = {
  exact: { within: 1, recall: 0.995 },
  'one-typo': { within: 5, recall: 0.98 },
  'two-typo': { within: 5, recall: 0.95 },
  prefix: { within: 10, recall: 0.98 },
}

export const NAME_SET_SEED = 20_261_128

/** mulberry32: a few lines, and enough for picking edits. */
function createRandom(seed: number): (n: number) => number {
  let state = seed >>> 0
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const isWordCharacter = (character: string) => /[\p{L}\p{N}]/u.test(character)

/** One edit of a letter or digit of `text` as written: one left out, added, replaced, or swapped with the next. */
function editOnce(text: string, random: (n: number) => number): string {
  const positions = [...text].flatMap((character, index) => (isWordCharacter(character) ? [index] : []))
  const at = positions[random(positions.length)] ?? 0
  const letter = LETTERS[random(LETTERS.length)] ?? 'a'
  const [before, character, after] = [text.slice(0, at), text.charAt(at), text.slice(at + 1)]
  switch (random(4)) {
    case 0:
      return before + after
    case 1:
      return before + character + letter + after
    case 2:
      return before + letter + after
    default:
      return isWordCharacter(after.charAt(0)) ? before + after.charAt(0) + character + after.slice(1) : before + after
  }
}

/** `text` with exactly `edits` edits on its compact form, or null when the draws kept failing. */
function misspell(text: string, edits: number, random: (n: number) => number): string | null {
  const key = nameKey(text)
  for (let attempt = 0; attempt < 50; attempt++) {
    let typed = text
    for (let edit = 0; edit < edits; edit++) typed = editOnce(typed, random)
    if (nameKey(typed).length > 0 && editDistance(nameKey(typed), key, edits) === edits) return typed
  }
  return null
}

/** Every tool's exact name and prefix, a one-typo name from 4 letters and a two-typo name from 8. */
export function buildNameSet(tools: readonly NamedTool[], seed = NAME_SET_SEED): NameCase[] {
  const random = createRandom(seed)
  const cases: NameCase[] = []
  for (const { name, slug } of tools) {
    const key = nameKey(name)
    const add = (kind: NameKind, query: string | null) => {
      if (query !== null) cases.push({ kind, query, slug, name })
    }
    add('exact', name)
    if (key.length >= 3) {
      // Cut after the k-th letter or digit, 2 ≤ k < the name's length (at most 8: people stop typing early).
      const letters = 2 + random(Math.min(key.length - 2, 7))
      let seen = 0
      const cut = [...name].findIndex((character) => nameKey(character).length > 0 && ++seen === letters)
      add('prefix', name.slice(0, cut + 1))
    }
    if (key.length >= 4) add('one-typo', misspell(name, 1, random))
    if (key.length >= 8) add('two-typo', misspell(name, 2, random))
  }
  return cases
}

/**
 * Whether a search found the case's tool: exact, a tool of the same compact name first; typos, the tool within
 * NAME_GOALS' depth; a prefix, the tool within it, or the results that deep all names starting so when more names
 * than that start so.
 */
export function isFound(nameCase: NameCase, hits: readonly NamedTool[], names: PrefixCounter): boolean {
  const { within } = NAME_GOALS[nameCase.kind]
  const top = hits.slice(0, within)
  if (top.some((hit) => hit.slug === nameCase.slug)) return true
  if (nameCase.kind === 'exact') return nameKey(top[0]?.name ?? '') === nameKey(nameCase.name)
  if (nameCase.kind !== 'prefix') return false
  const prefix = nameKey(nameCase.query)
  return names.countStarting(prefix) > within && top.every((hit) => nameKey(hit.name).startsWith(prefix))
}

/** How many names start with a compact prefix: sorted keys, two binary searches. */
export class PrefixCounter {
  private readonly keys: string[]
  constructor(names: readonly string[]) {
    this.keys = names.map(nameKey).sort()
  }
  countStarting(prefix: string): number {
    return this.lowerBound(`${prefix}\uffff`) - this.lowerBound(prefix)
  }
  private lowerBound(value: string): number {
    let [low, high] = [0, this.keys.length]
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.keys[middle] ?? '') < value) low = middle + 1
      else high = middle
    }
    return low
  }
}

/**
 * The baseline a name search must not lose to: the query's similarity to every name (one minus the edit distance
 * over the longer length, compact forms; names more than 3 edits away score 0), plus 1 when the name starts with
 * the query; the best `limit`, shorter names first among equals.
 */
export function baselineNameSearch<T extends NamedTool>(tools: readonly T[], query: string, limit: number): T[] {
  const queryKey = nameKey(query)
  const scored: Array<{ tool: T; score: number; length: number }> = []
  for (const tool of tools) {
    const key = nameKey(tool.name)
    const distance = editDistance(queryKey, key, 3)
    const similarity = distance > 3 ? 0 : 1 - distance / Math.max(queryKey.length, key.length, 1)
    const score = similarity + (key.startsWith(queryKey) ? 1 : 0)
    if (score > 0) scored.push({ tool, score, length: key.length })
  }
  scored.sort((a, b) => b.score - a.score || a.length - b.length)
  return scored.slice(0, limit).map((entry) => entry.tool)
}

export type NameMiss = NameCase & { got: string[] }
export type NameScores = Record<NameKind, { cases: number; found: number; recall: number; misses: NameMiss[] }>

/** Scores a search on the set: the share of each kind's cases found (misses listed), `concurrency` searches at once. */
export async function scoreNameSearch(
  cases: readonly NameCase[],
  names: PrefixCounter,
  search: (query: string) => Promise<readonly NamedTool[]> | readonly NamedTool[],
  concurrency = 1,
): Promise<NameScores> {
  const scores = Object.fromEntries(
    NAME_KINDS.map((kind) => [kind, { cases: 0, found: 0, recall: 0, misses: [] as NameMiss[] }]),
  ) as NameScores
  let next = 0
  const worker = async () => {
    for (let nameCase = cases[next++]; nameCase; nameCase = cases[next++]) {
      const score = scores[nameCase.kind]
      score.cases++
      const hits = await search(nameCase.query)
      if (isFound(nameCase, hits, names)) score.found++
      else score.misses.push({ ...nameCase, got: hits.slice(0, 3).map((hit) => hit.name) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  for (const score of Object.values(scores)) score.recall = score.cases === 0 ? 1 : score.found / score.cases
  return scores
}
