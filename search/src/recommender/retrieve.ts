/**
 * Candidates for each need, through the search engine interface (Postgres or Meilisearch): the need's
 * words, within each of its categories. Needs come from a fixed vocabulary (the lexicon), so the same
 * searches recur across goals; their answers are kept for a short while, and refreshed in the background
 * once stale, so a busy builder does not repeat them on every request.
 */
import type { CommonQueryMethods } from 'slonik'
import type { SearchEngine, ToolSearchQuery } from '../engine.ts'
import { type CandidateTool, findCandidateTools } from './candidates.ts'
import type { KitNeed } from './goal.ts'
import type { Budget } from './lexicon.ts'

export type NeedHit = { tool: CandidateTool; rank: number }

/** Each need's categories searched (the first ones are its best fits). */
const CATEGORIES_PER_NEED = 2

export async function retrieveForNeeds(
  engine: SearchEngine,
  db: CommonQueryMethods,
  needs: readonly KitNeed[],
  budget: Budget,
  cache: SearchCache | null,
): Promise<Map<string, NeedHit[]>> {
  const searches = needs.flatMap((need) =>
    need.categories
      .slice(0, CATEGORIES_PER_NEED)
      .flatMap((category) => needQueries(need, category, budget).map((query) => ({ need, query }))),
  )
  const results = await Promise.all(
    searches.map(async ({ need, query }) => ({
      need,
      hits: await (cache ? cache.get(engine, db, query) : search(engine, db, query)),
    })),
  )
  const byNeed = new Map<string, NeedHit[]>()
  for (const { need, hits } of results) {
    const list = byNeed.get(need.id) ?? []
    hits.forEach((tool, rank) => {
      if (!list.some((hit) => hit.tool.id === tool.id)) list.push({ tool, rank })
    })
    byNeed.set(need.id, list)
  }
  return byNeed
}

/**
 * The need's words as one OR query. The trailing space tells the engine every word is complete (no
 * prefix matching on the last one). A free budget asks the engine for non-Paid tools; the exact budget
 * rule (see select.ts) is applied afterwards. Freemium cannot be asked for, so a paid budget also looks
 * at the Paid-only list, where the few Paid tools would otherwise be outranked.
 */
function needQueries(need: KitNeed, category: string, budget: Budget): ToolSearchQuery[] {
  const base = { q: `${need.search.join(' or ')} `, category, facets: false, sort: 'relevance' as const }
  if (budget === 'free') return [{ ...base, pricing: 'free', limit: 24 }]
  if (budget === 'paid')
    return [
      { ...base, limit: 40 },
      { ...base, pricing: 'paid', limit: 12 },
    ]
  return [{ ...base, limit: 24 }]
}

type Entry = { hits: Promise<CandidateTool[]>; fetchedAt: number; refreshing: boolean }

/**
 * Engine answers (with the tools' details) by query, per engine. Fresh for `ttlMs`; after that an entry is
 * still served while one background search replaces it. An entry older than `maxAgeMs` (nobody asked for it
 * in a long while) is searched again before answering.
 */
export class SearchCache {
  readonly #entries = new WeakMap<SearchEngine, Map<string, Entry>>()
  readonly #ttlMs: number
  readonly #maxAgeMs: number
  readonly #maxEntries: number

  constructor(options: { ttlMs?: number; maxAgeMs?: number; maxEntries?: number } = {}) {
    // Minutes, not seconds: at 100k tools one need search costs ~100 ms of database time (the engine ranks
    // every match), so refreshing a few hundred of them every 30 s would keep a core busy. A need's best
    // tools change slowly; a new tool reaches kits within the TTL.
    this.#ttlMs = options.ttlMs ?? 5 * 60_000
    this.#maxAgeMs = options.maxAgeMs ?? 30 * 60_000
    this.#maxEntries = options.maxEntries ?? 5_000
  }

  get(engine: SearchEngine, db: CommonQueryMethods, query: ToolSearchQuery): Promise<CandidateTool[]> {
    let entries = this.#entries.get(engine)
    if (!entries) {
      entries = new Map()
      this.#entries.set(engine, entries)
    }
    const key = JSON.stringify(query)
    const now = Date.now()
    const entry = entries.get(key)
    if (entry && now - entry.fetchedAt < this.#maxAgeMs) {
      if (now - entry.fetchedAt >= this.#ttlMs && !entry.refreshing)
        this.#refresh(engine, db, entries, key, query, entry)
      return entry.hits
    }
    const hits = search(engine, db, query)
    const fresh: Entry = { hits, fetchedAt: now, refreshing: false }
    entries.set(key, fresh)
    // A failed search is not remembered.
    hits.catch(() => entries.get(key) === fresh && entries.delete(key))
    if (entries.size > this.#maxEntries) entries.delete(entries.keys().next().value as string)
    return hits
  }

  #refresh(
    engine: SearchEngine,
    db: CommonQueryMethods,
    entries: Map<string, Entry>,
    key: string,
    query: ToolSearchQuery,
    entry: Entry,
  ) {
    entry.refreshing = true
    search(engine, db, query).then(
      (hits) => entries.set(key, { hits: Promise.resolve(hits), fetchedAt: Date.now(), refreshing: false }),
      () => {
        entry.refreshing = false
      },
    )
  }
}

/** The engine's hits in its order, as the recommender weighs them (from Postgres, the source of truth). */
async function search(engine: SearchEngine, db: CommonQueryMethods, query: ToolSearchQuery): Promise<CandidateTool[]> {
  const { hits } = await engine.tools(query)
  const tools = await findCandidateTools(
    db,
    hits.map((hit) => hit.id),
  )
  return hits.flatMap((hit) => tools.get(hit.id) ?? [])
}
