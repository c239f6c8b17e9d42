/**
 * An engine that answers from `primary` and, when it fails (Meilisearch unreachable), from `fallback`
 * (the Postgres engine), with a warning in the log. Index maintenance always goes to the primary.
 */
import type { SearchEngine } from './engine.ts'

export type FallbackLogger = { warn(details: object, message: string): void }

export function withFallback(primary: SearchEngine, fallback: SearchEngine, log: FallbackLogger): SearchEngine {
  const guarded =
    <Q, R>(search: (engine: SearchEngine) => (query: Q) => Promise<R>) =>
    async (query: Q): Promise<R> => {
      try {
        return await search(primary)(query)
      } catch (error) {
        log.warn({ err: error, engine: primary.name }, 'search engine unavailable; answering from Postgres')
        return search(fallback)(query)
      }
    }
  return {
    name: primary.name,
    tools: guarded((engine) => engine.tools),
    categories: guarded((engine) => engine.categories),
    bundles: guarded((engine) => engine.bundles),
    posts: guarded((engine) => engine.posts),
    reindexAll: (progress) => primary.reindexAll(progress),
  }
}
