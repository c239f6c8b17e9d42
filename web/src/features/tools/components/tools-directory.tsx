import { ChevronDown, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { LoadMoreButton } from '@/components/ui/load-more-button'
import { buttonStyles, renderedWhenNear } from '@/components/ui/styles'
import { track } from '@/lib/analytics'
import { isCancelled } from '@/lib/api-client'
import { formatCount, plural } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { cancelToolSearch, prefetchToolSearch, toolSearchKey } from '../api/prefetch-search'
import { useToolSearch } from '../api/search-tools'
import { type DirectoryQuery, emptyDirectoryQuery, hasActiveFilters, isFiltered } from '../lib/directory-query'
import { useDirectoryQuery } from '../lib/use-directory-query'
import { DirectoryFilters } from './directory-filters'
import { DirectorySearchBox, type SearchBoxHandle } from './directory-search-box'
import { ToolCard, ToolCardSkeleton } from './tool-card'
import { ToolGrid } from './tool-grid'

const skeletonCount = 6

/**
 * How long a typed search must stay, its results on screen, before it counts as a search for analytics:
 * results follow every keystroke, and the prefixes of a word are not searches anyone made.
 */
const settledSearchMs = 1000

/** How long the list may show the previous results before it looks busy. */
const slowAnswerMs = 300

type ToolsDirectoryProps = {
  /** Every category, so the filter can name one that has no matches for the current search. */
  categories: readonly { slug: string; name: string }[]
}

/**
 * The /tools directory: as-you-type search, filters with facet counts, results that load page by page.
 * The URL (search and every filter) is the state; while the visitor types, the results follow the box and the
 * URL follows the results (useDirectoryQuery).
 */
export function ToolsDirectory({ categories }: ToolsDirectoryProps) {
  const { query, typing, setSearch, showSearchInUrl, go } = useDirectoryQuery()
  const filtersId = useId()
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia('(min-width: 1024px)').matches)

  // Stable, so the memoized filters panel re-renders for new facets or filters only, not at every keystroke.
  const latestQuery = useRef(query)
  useLayoutEffect(() => {
    latestQuery.current = query
  })
  const changeFilters = useCallback(
    (change: Partial<DirectoryQuery>) => go({ ...latestQuery.current, ...change }),
    [go],
  )

  const searchBox = useRef<SearchBoxHandle>(null)
  const { cache } = useSWRConfig()
  const sendSearch = (text: string) => {
    const next = { ...query, search: text }
    // The request goes out with the keystroke, before anything renders, and cancels the one for the previous
    // input; an answer already cached needs none.
    if (cache.get(toolSearchKey(next))?.data) cancelToolSearch()
    else void prefetchToolSearch(next)
    setSearch(text)
  }

  const { data, error: failure, size, setSize, isValidating, mutate } = useToolSearch(query)
  const error = isCancelled(failure) ? undefined : failure
  // New results render in the background, in slices between frames, so neither typing nor the page waits
  // on a page of cards at once (the Lighthouse and keystroke goals, bench/src/goals.ts); until they are in, the list
  // says it is busy.
  const shown = useDeferredValue(data)
  const first = shown?.[0]
  const tools = useMemo(() => shown?.flatMap((page) => page.hits) ?? [], [shown])
  const total = first?.total ?? 0
  const hasMore = tools.length < total
  const loadingMore = isValidating && size > (data?.length ?? 0)
  const stale = (isValidating && !loadingMore && data !== undefined) || shown !== data
  // Results follow each keystroke: dimming the list for every answer on its way would make it blink as the visitor
  // types, and repaint a page of cards each time (the keystroke-to-results goal, bench/src/goals.ts). Only an answer
  // slow in coming dims it, at once, not faded.
  const dimmed = useDebouncedValue(stale, slowAnswerMs) && stale

  // The URL says the typed search in the same frame as its results: a link copied then shows what is on screen.
  useLayoutEffect(() => {
    if (typing && !stale) showSearchInUrl(query.search)
  }, [typing, stale, query.search, showSearchInUrl])

  // A search event per search and its results, once its first page is on screen: at once for a search
  // from the URL, after a pause for a typed one. Leaving the page before the pause ends still counts it.
  const lastTracked = useRef('')
  const pendingSearchEvent = useRef<(() => void) | null>(null)
  // Declared before the effect below, so that on leaving the page it runs while that effect's event is pending.
  useEffect(() => () => pendingSearchEvent.current?.(), [])
  useEffect(() => {
    if (!first || !query.search || stale) return
    const key = `${query.search}|${query.category}|${query.pricing}|${query.task}`
    if (lastTracked.current === key) return
    const send = () => {
      pendingSearchEvent.current = null
      lastTracked.current = key
      track('Search', { search_term: query.search, result_count: first.total })
    }
    pendingSearchEvent.current = send
    const timer = setTimeout(send, typing ? settledSearchMs : 0)
    return () => {
      clearTimeout(timer)
      pendingSearchEvent.current = null
    }
  }, [first, stale, query.search, query.category, query.pricing, query.task, typing])

  // Loads the next page as the end of the list comes into view; the button does the same by hand. Only once the
  // pages loaded are on screen: while they render in the background the end stays in view, and loading page after
  // page restarted that render each time, so nothing new ever showed (not even the compare bar).
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasMore || isValidating || shown !== data) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void setSize((current) => current + 1)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasMore, isValidating, shown, data, setSize])

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
            category={query.category}
            pricing={query.pricing}
            task={query.task}
            platform={query.platform}
            hasApi={query.hasApi}
            openSource={query.openSource}
            facets={first?.facets}
            categories={categories}
            onChange={changeFilters}
          />
        </div>
      )}

      {/* Opens the results in the heading outline: the cards' names are h3s. */}
      <h2 className="sr-only">Results</h2>
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
          // Busy at once, dimmed only while a slow answer keeps the visitor waiting (see `dimmed`).
          <div aria-busy={stale} className={dimmed ? 'opacity-60' : undefined}>
            <ToolGrid label="Tools">
              {tools.map((tool, position) => (
                // Keyed by position: a new search's cards take over the elements of the previous ones, so the
                // browser only updates their text instead of building and styling a page of cards again (the
                // keystroke-to-results goal, bench/src/goals.ts).
                // Nothing in a card keeps state that belongs to another tool (LogoTile, useSavedToggle).
                // The browser lays out and paints only the cards near the screen (a phone's first frame); the
                // clip margin keeps the card's focus ring and hover shadow, which reach past the item, uncut.
                // biome-ignore lint/suspicious/noArrayIndexKey: on purpose, see above
                <li key={position} className={`${renderedWhenNear(16)} [overflow-clip-margin:0.75rem]`}>
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
                <LoadMoreButton loading={loadingMore} onClick={() => void setSize(size + 1)}>
                  Load more tools
                </LoadMoreButton>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
