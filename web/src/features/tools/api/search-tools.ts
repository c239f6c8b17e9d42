import useSWRInfinite from 'swr/infinite'
import { apiFetch } from '@/lib/api-client'
import type { ToolSearchResult } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'
import type { DirectoryQuery } from '../lib/directory-query'

/** Tools per page of the directory; more load as the visitor scrolls. */
export const DIRECTORY_PAGE_SIZE = 24

export const toolSearchKey = (query: DirectoryQuery, offset = 0) =>
  withQuery('/api/search', {
    q: query.search,
    category: query.category,
    pricing: query.pricing,
    limit: DIRECTORY_PAGE_SIZE,
    offset: offset || undefined,
  })

export const searchTools = (key: string) => apiFetch<ToolSearchResult>(key)

/** The directory's results page by page, with facets and the corrected query (GET /api/search). */
export function useToolSearch(query: DirectoryQuery) {
  return useSWRInfinite(
    (index, previous: ToolSearchResult | null) =>
      previous && index * DIRECTORY_PAGE_SIZE >= previous.total
        ? null
        : toolSearchKey(query, index * DIRECTORY_PAGE_SIZE),
    searchTools,
    // Earlier pages do not change while scrolling; while a new search loads, the old results stay up.
    { revalidateFirstPage: false, keepPreviousData: true },
  )
}
