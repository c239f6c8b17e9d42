/**
 * An engine that answers from `primary` and, when it fails, from `fallback` (the Postgres engine), counting each
 * time. An unreachable or failing Meilisearch is an outage, warned about on every search; a 4xx answer is a
 * configuration error (an index without the settings a query needs), logged once per error code as an error.
 * Index maintenance always goes to the primary.
 */
import type { SearchEngine } from './engine.ts'

export type FallbackLogger = {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export type FallbackEngine = SearchEngine & {
  /** Searches answered by the fallback since start. */
  fallbacks(): number
}

/** The HTTP status and error code of a refused request, as the Meilisearch client reports them. */
function refusal(error: unknown): { status: number; code: string } | null {
  const { response, cause } = (error ?? {}) as { response?: { status?: unknown }; cause?: { code?: unknown } }
  const status = typeof response?.status === 'number' ? response.status : 0
  return status >= 400 && status < 500 ? { status, code: String(cause?.code ?? status) } : null
}

export function withFallback(primary: SearchEngine, fallback: SearchEngine, log: FallbackLogger): FallbackEngine {
  let fallbacks = 0
  const refusalsLogged = new Set<string>()
  const guarded =
    <Q, R>(search: (engine: SearchEngine) => (query: Q) => Promise<R>) =>
    async (query: Q): Promise<R> => {
      try {
        return await search(primary)(query)
      } catch (error) {
        fallbacks++
        const refused = refusal(error)
        if (!refused)
          log.warn({ err: error, engine: primary.name }, 'search engine unavailable; answering from Postgres')
        else if (!refusalsLogged.has(refused.code)) {
          refusalsLogged.add(refused.code)
          log.error(
            { err: error, engine: primary.name, ...refused },
            'search engine refused a query (a configuration error, logged once per code); answering from Postgres',
          )
        }
        return search(fallback)(query)
      }
    }
  return {
    name: primary.name,
    tools: guarded((engine) => engine.tools),
    categories: guarded((engine) => engine.categories),
    bundles: guarded((engine) => engine.bundles),
    posts: guarded((engine) => engine.posts),
    kitCandidates: guarded((engine) => engine.kitCandidates),
    reindexAll: (progress) => primary.reindexAll(progress),
    health: () => primary.health(),
    fallbacks: () => fallbacks,
  }
}
