import { apiFetch } from '@/lib/api-client'
import type { ToolSearchResult } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'
import type { DirectoryQuery } from '../lib/directory-query'

/**
 * Tools per page of the directory; more load as the visitor scrolls. Four rows of three on a wide screen: every
 * new search replaces the whole list, and on a phone each card costs its share of the wait for results (G20).
 */
export const DIRECTORY_PAGE_SIZE = 12

export const toolSearchKey = (query: DirectoryQuery, offset = 0) =>
  withQuery('/api/search', {
    q: query.search,
    category: query.category,
    pricing: query.pricing,
    limit: DIRECTORY_PAGE_SIZE,
    offset: offset || undefined,
  })

/**
 * The one search asked for ahead of the directory's own request: the route asks for it alongside the page's
 * code, the search box the moment typing pauses, while the page is still re-rendering for the new URL (G19,
 * G20). A newer one cancels it if nobody took it.
 */
let early: { key: string; answer: Promise<ToolSearchResult>; abort: AbortController } | null = null

/** Sends the first page of `query` now; the directory's request for it, when it comes, takes this answer. */
export function prefetchToolSearch(query: DirectoryQuery) {
  const key = toolSearchKey(query)
  if (early?.key === key) return
  early?.abort.abort()
  const abort = new AbortController()
  const answer = apiFetch<ToolSearchResult>(key, { signal: abort.signal })
  // Nobody may ever take it (a newer search replaced it): its failure is nobody's error.
  answer.catch(() => {})
  early = { key, answer, abort }
}

/** A page of results: the prefetched answer when it is this one, else a new request. */
export function searchTools(key: string): Promise<ToolSearchResult> {
  if (early?.key !== key) return apiFetch<ToolSearchResult>(key)
  const { answer } = early
  early = null
  return answer
}
