import { apiFetch } from '@/lib/api-client'
import type { ToolSearchResult } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'
import { type DirectoryQuery, toToolsQuery } from '../lib/directory-query'

/**
 * Tools per page of the directory; more load as the visitor scrolls. Four rows of three on a wide screen: every
 * new search replaces the whole list, and on a phone each card costs its share of the wait for results (the
 * keystroke-to-results goal, bench/src/goals.ts).
 */
export const DIRECTORY_PAGE_SIZE = 12

export const toolSearchKey = (query: DirectoryQuery, offset = 0) => {
  const { search, ...filters } = toToolsQuery(query)
  return withQuery('/api/search', {
    q: search,
    ...filters,
    limit: DIRECTORY_PAGE_SIZE,
    offset: offset || undefined,
  })
}

/**
 * The directory's newest search (its first page): asked for the moment it is known, by the route alongside the
 * page's code and by the search box on every change (the Lighthouse and keystroke goals, bench/src/goals.ts), then
 * handed to the directory's own request for it. Only the newest is wanted: a newer one cancels it, taken or not, so the
 * API never works through a backlog of searches typed past, and an answer for an older input can never arrive last.
 */
let newest: { key: string; answer: Promise<ToolSearchResult>; abort: AbortController; taken: boolean } | null = null

function sendNewest(key: string) {
  newest?.abort.abort()
  const abort = new AbortController()
  const answer = apiFetch<ToolSearchResult>(key, { signal: abort.signal })
  // Nobody may ever take it (a newer search replaced it): its failure is nobody's error.
  answer.catch(() => {})
  newest = { key, answer, abort, taken: false }
  return newest
}

/**
 * Sends the first page of `query` now; the directory's request for it, when it comes, takes this answer.
 * Resolves with the answer once it is in; with nothing when it failed (the directory's own request reports that).
 */
export function prefetchToolSearch(query: DirectoryQuery): Promise<ToolSearchResult | undefined> {
  const key = toolSearchKey(query)
  const search = newest?.key === key && !newest.taken ? newest : sendNewest(key)
  return search.answer.catch(() => undefined)
}

/** Cancels the newest search if it is still out: the directory now shows one it already has. */
export function cancelToolSearch() {
  newest?.abort.abort()
  newest = null
}

/**
 * A page of results: the prefetched answer when it is this one, else a new request. A first page is always the
 * newest search; later pages (scrolling) are never cancelled by one.
 * @throws DOMException AbortError when a newer search cancelled this one.
 */
export function searchTools(key: string): Promise<ToolSearchResult> {
  if (new URL(key, location.origin).searchParams.has('offset')) return apiFetch<ToolSearchResult>(key)
  const search = newest?.key === key && !newest.taken ? newest : sendNewest(key)
  search.taken = true
  return search.answer
}
