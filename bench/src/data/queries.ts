/**
 * The query sets of the protocol, 500 each, drawn from the generated catalog and rotated by the harness (a single
 * hard-coded term lies, P10): tail words, head two-word queries, one-edit typos (words ≥ 5 letters, any position),
 * two-edit typos (words ≥ 9 letters), short prefixes (2-3 letters), 10-20-word goals, category × pricing filters,
 * and exact tool names (the exact-query top-1 gate).
 */
import type { Dataset } from './generate.ts'
import { createRandom, createZipf, deriveSeed } from './random.ts'
import { makeTypo } from './typos.ts'
import { STOP_WORDS } from './vocabulary.ts'

export const QUERY_SET_SIZE = 500

/** A search as the API takes it, and for typo queries the tool the user meant. */
export type BenchQuery = {
  q: string
  category?: string
  pricing?: 'free' | 'paid'
  /** The correctly spelled word (typo sets). */
  intended?: string
  /** Slug of the tool the query is meant to find (typo and name sets). */
  target?: string
}

export type QuerySets = {
  tail: BenchQuery[]
  head: BenchQuery[]
  typo1: BenchQuery[]
  typo2: BenchQuery[]
  prefix: BenchQuery[]
  goals: BenchQuery[]
  filters: BenchQuery[]
  names: BenchQuery[]
}

export type QuerySetName = keyof QuerySets

/** Head words: frequent content words, skipping the handful that are in nearly every tool ("ai", "tools"). */
const HEAD_SKIP = 10
const HEAD_WORDS = 200
/** Tail words: past the catalog's head, used by at least one active tool. */
const TAIL_FROM_RANK = 2_000

export function buildQuerySets(dataset: Dataset): QuerySets {
  const random = (label: string) => createRandom(deriveSeed(dataset.seed, `queries-${dataset.size}-${label}`))
  const { words } = dataset.vocabulary
  const df = dataset.documentFrequency
  const isContent = (word: string) => word.length >= 3 && !STOP_WORDS.has(word) && /^[a-z]+$/.test(word)
  const head = words.filter(isContent).slice(HEAD_SKIP, HEAD_SKIP + HEAD_WORDS)
  const tailPool = words.slice(TAIL_FROM_RANK).filter((word) => word.length >= 5 && (df.get(word) ?? 0) > 0)
  const active = dataset.tools.map((tool, index) => ({ tool, index })).filter(({ tool }) => tool.status === 'active')

  const tail = sample(random('tail'), tailPool, QUERY_SET_SIZE).map((q) => ({ q }))

  const headRandom = random('head')
  const headZipf = createZipf(head.length, 0.8)
  const headQueries = new Set<string>()
  while (headQueries.size < QUERY_SET_SIZE) {
    const a = head[headZipf(headRandom)] as string
    const b = head[headZipf(headRandom)] as string
    if (a !== b) headQueries.add(`${a} ${b}`)
  }

  // Each typo aims at a different brand, so that no word's lookup (typo or intended) repeats inside a set: a
  // window over the set measures corrections, not the word cache (BENCHMARKS.md's cold rule).
  const brandTools = new Map<string, { tool: (typeof active)[number]['tool']; brand: string }>()
  for (const { tool, index } of active) {
    const brand = dataset.brands[index] as string
    if (!brandTools.has(brand)) brandTools.set(brand, { tool, brand })
  }
  const typos = (edits: number, minLength: number, label: string): BenchQuery[] => {
    const typoRandom = random(label)
    const candidates = [...brandTools.values()].filter(({ brand }) => brand.length >= minLength)
    const out: BenchQuery[] = []
    const seen = new Set<string>()
    for (const { tool, brand } of sample(typoRandom, candidates, candidates.length)) {
      if (out.length === QUERY_SET_SIZE) break
      const typo = makeTypo(brand, edits, typoRandom, dataset.vocabulary.known)
      if (typo && !seen.has(typo)) {
        seen.add(typo)
        out.push({ q: typo, intended: brand, target: tool.slug })
      }
    }
    return out
  }

  const prefixRandom = random('prefix')
  const prefixWords = words.filter(isContent).slice(0, 500)
  const prefixZipf = createZipf(prefixWords.length, 1.0)
  const prefix = Array.from({ length: QUERY_SET_SIZE }, () => {
    const word = prefixWords[prefixZipf(prefixRandom)] as string
    return { q: word.slice(0, 2 + prefixRandom.int(2)) }
  })

  const goalRandom = random('goals')
  const goalWords = words.slice(0, 3_000)
  const goalZipf = createZipf(goalWords.length, 1.0)
  const goals = Array.from({ length: QUERY_SET_SIZE }, () => ({
    q: Array.from({ length: 10 + goalRandom.int(11) }, () => goalWords[goalZipf(goalRandom)]).join(' '),
  }))

  const filterRandom = random('filters')
  const categories = dataset.vocabulary.categories.map((category) => category.slug)
  const pricings = [undefined, 'free', 'paid'] as const
  const filters = Array.from({ length: QUERY_SET_SIZE }, () => {
    const pricing = filterRandom.pick(pricings)
    return {
      q: filterRandom.chance(0.5) ? (head[headZipf(filterRandom)] as string) : '',
      category: filterRandom.pick(categories),
      ...(pricing ? { pricing } : {}),
    }
  })

  const names = sample(random('names'), active, QUERY_SET_SIZE).map(({ tool }) => ({ q: tool.name, target: tool.slug }))

  return {
    tail,
    head: [...headQueries].map((q) => ({ q })),
    typo1: typos(1, 5, 'typo1'),
    typo2: typos(2, 9, 'typo2'),
    prefix,
    goals,
    filters,
    names,
  }
}

/** `count` distinct items (all of them when there are fewer), in random order. */
function sample<T>(random: ReturnType<typeof createRandom>, items: readonly T[], count: number): T[] {
  const copy = [...items]
  const n = Math.min(count, copy.length)
  for (let i = 0; i < n; i++) {
    const j = i + random.int(copy.length - i)
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy.slice(0, n)
}

/** The URL path of a query on GET /api/search. */
export function searchPath(query: BenchQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ q: query.q, ...extra })
  if (query.category) params.set('category', query.category)
  if (query.pricing) params.set('pricing', query.pricing)
  return `/api/search?${params}`
}

/** G10's mix: 60 % tail, 20 % head, 20 % one-edit typos, interleaved. */
const MIX: QuerySetName[] = ['tail', 'head', 'tail', 'typo1', 'tail']

/**
 * G10's rotation: the mix, each query taken once, as long as every set has queries left (3 tail words in 5
 * slots: 830 queries from sets of 500). No query repeats in it, so a window of at most its length repeats none.
 */
export function mixedRotation(sets: QuerySets): BenchQuery[] {
  const slots = (name: QuerySetName) => MIX.filter((set) => set === name).length
  const cycles = Math.min(...MIX.map((name) => Math.floor(sets[name].length / slots(name))))
  const next = new Map<QuerySetName, number>()
  return Array.from({ length: cycles * MIX.length }, (_, i) => {
    const name = MIX[i % MIX.length] as QuerySetName
    const index = next.get(name) ?? 0
    next.set(name, index + 1)
    return sets[name][index] as BenchQuery
  })
}
