import { mutate } from 'swr'
import useSWRInfinite, { unstable_serialize } from 'swr/infinite'
import type { ToolSearchResult } from '@/lib/api-types'
import type { DirectoryQuery } from '../lib/directory-query'
import { DIRECTORY_PAGE_SIZE, prefetchToolSearch, searchTools, toolSearchKey } from './prefetch-search'

/** The key of each page of `query`'s results, none past the last. */
const pageKeys = (query: DirectoryQuery) => (index: number, previous: ToolSearchResult | null) =>
  previous && index * DIRECTORY_PAGE_SIZE >= previous.total ? null : toolSearchKey(query, index * DIRECTORY_PAGE_SIZE)

/** The directory's results page by page, with facets and the corrected query (GET /api/search). */
export function useToolSearch(query: DirectoryQuery) {
  return useSWRInfinite(
    pageKeys(query),
    searchTools,
    // Earlier pages do not change while scrolling; while a new search loads, the old results stay up.
    { revalidateFirstPage: false, keepPreviousData: true },
  )
}

/**
 * Reads the first page of `query`'s results ahead of the directory (its route's loader), into the cache the
 * directory reads: the page then renders once, with its results, not "Searching…" and skeletons first (the mobile
 * Lighthouse goal, bench/src/goals.ts).
 */
export async function loadToolSearch(query: DirectoryQuery): Promise<void> {
  const firstPage = await prefetchToolSearch(query)
  if (firstPage) await mutate(unstable_serialize(pageKeys(query)), [firstPage], { revalidate: false })
}
