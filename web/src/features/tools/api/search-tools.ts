import useSWRInfinite from 'swr/infinite'
import type { ToolSearchResult } from '@/lib/api-types'
import type { DirectoryQuery } from '../lib/directory-query'
import { DIRECTORY_PAGE_SIZE, searchTools, toolSearchKey } from './prefetch-search'

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
