import { ChevronDown, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { track } from '@/lib/analytics'
import { formatCount, plural } from '@/lib/format'
import { prefetchToolSearch, toolSearchKey } from '../api/prefetch-search'
import { useToolSearch } from '../api/search-tools'
import {
  type DirectoryQuery,
  emptyDirectoryQuery,
  hasActiveFilters,
  isFiltered,
  readDirectoryQuery,
  toToolsQuery,
} from '../lib/directory-query'
import { DirectoryFilters } from './directory-filters'
import { DirectorySearchBox, type SearchBoxHandle } from './directory-search-box'
import { ToolCard, ToolCardSkeleton } from './tool-card'
import { ToolGrid } from './tool-grid'

const skeletonCount = 6

type ToolsDirectoryProps = {
  /** Every category, so the filter can name one that has no matches for the current search. */
  categories: readonly { slug: string; name: string }[]
}

/**
 * The /tools directory (spec §2): as-you-type search, filters with facet counts, results that load
 * page by page. The URL (search, category, pricing) is the state: typing, filters, Back and Forward
 * all go through it.
 */
export function ToolsDirectory({ categories }: ToolsDirectoryProps) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const query = useMemo(() => readDirectoryQuery(params), [params])
  const filtersId = useId()
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia('(min-width: 1024px)').matches)

  const go = useCallback(
    (next: DirectoryQuery, replace = false) => navigate(paths.tools.href(toToolsQuery(next)), { replace }),
    [navigate],
  )
  // Stable while the URL stays: the memoized filters panel re-renders for new facets or a new query only.
  const changeFilters = useCallback((change: Partial<DirectoryQuery>) => go({ ...query, ...change }), [go, query])

  const searchBox = useRef<SearchBoxHandle>(null)
  const { cache } = useSWRConfig()
  const sendSearch = (text: string, replace: boolean) => {
    const next = { ...query, search: text }
    // The answer is on its way while the page re-renders for the new URL; one already cached needs no request.
    if (!cache.get(toolSearchKey(next))?.data) prefetchToolSearch(next)
    go(next, replace)
  }

  const { data, error, size, setSize, isValidating, mutate } = useToolSearch(query)
  // New results render in the background, in slices between frames, so neither typing nor the page waits
  // on a page of cards at once (G19, G20); until they are in, the list says it is busy.
  const shown = useDeferredValue(data)
  const first = shown?.[0]
  const tools = useMemo(() => shown?.flatMap((page) => page.hits) ?? [], [shown])
  const total = first?.total ?? 0
  const hasMore = tools.length < total
  const loadingMore = isValidating && size > (data?.length ?? 0)
  const stale = (isValidating && !loadingMore && data !== undefined) || shown !== data

  // A search event per search term and its results (spec §7), once the first page has answered.
  const lastTracked = useRef('')
  useEffect(() => {
    if (!first || !query.search || stale) return
    const key = `${query.search}|${query.category}|${query.pricing}`
    if (lastTracked.current === key) return
    lastTracked.current = key
    track('Search', { search_term: query.search, result_count: first.total })
  }, [first, stale, query.search, query.category, query.pricing])

  // Loads the next page as the end of the list comes into view; the button does the same by hand.
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasMore || isValidating) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void setSize((current) => current + 1)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasMore, isValidating, setSize])

  const clearFilters = () => {
    searchBox.current?.clear()
    go(emptyDirectoryQuery)
  }

  return (
    <div>
      <div className="flex gap-3">
        <DirectorySearchBox ref={searchBox} search={query.search} onSearch={sendSearch} />
        <button
          type="button"
          className={`${buttonStyles.secondary} h-12`}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {hasActiveFilters(query) && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Active</span>
          )}
          <ChevronDown aria-hidden="true" className={`transition-transform ${filtersOpen ? 'rotate-180' : ''}`} />
        </button>
      </div>

      {filtersOpen && (
        <div className="mt-3">
          <DirectoryFilters
            id={filtersId}
            query={query}
            facets={first?.facets}
            categories={categories}
            onChange={changeFilters}
          />
        </div>
      )}

      <div className="mt-6 flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2">
        <p role="status" className="text-sm font-medium text-fg">
          {first ? `${plural(total, 'tool')} found` : error ? '' : 'Searching…'}
        </p>
        {first?.correctedQuery && (
          <p className="text-sm text-muted">
            Showing results for <strong className="font-semibold text-fg">{first.correctedQuery}</strong>
          </p>
        )}
        {isFiltered(query) && (
          <button type="button" className={`${buttonStyles.ghost} ml-auto`} onClick={clearFilters}>
            <X aria-hidden="true" />
            Clear Filters
          </button>
        )}
      </div>

      <div className="mt-4">
        {error && !shown ? (
          <LoadError what="tools" onRetry={() => void mutate()} />
        ) : !shown ? (
          <ToolGrid>
            {Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={index}>
                <ToolCardSkeleton />
              </li>
            ))}
          </ToolGrid>
        ) : tools.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No tools found"
            hint="Try adjusting your search criteria or filters"
            action={
              isFiltered(query) && (
                <button type="button" className={buttonStyles.secondary} onClick={clearFilters}>
                  Clear Filters
                </button>
              )
            }
          />
        ) : (
          // Dimmed at once, not faded: a fade over a page of cards repaints them every frame while the results render.
          <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
            <ToolGrid label="Tools">
              {tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
              {loadingMore &&
                Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <li key={`more-${index}`}>
                    <ToolCardSkeleton />
                  </li>
                ))}
            </ToolGrid>
            <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
              <p className="text-sm text-muted">
                Showing {formatCount(tools.length)} of {formatCount(total)}
              </p>
              {hasMore && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={loadingMore}
                  onClick={() => void setSize(size + 1)}
                >
                  {loadingMore ? 'Loading…' : 'Load more tools'}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
