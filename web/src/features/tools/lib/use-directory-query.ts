import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { paths } from '@/config/paths'
import { type DirectoryQuery, readDirectoryQuery, replacesHistoryEntry, toToolsQuery } from './directory-query'

/** The history state of an entry a typed search started, so the page knows its own search when the router shows it. */
const typedSearchState = { typedSearch: true }
const isTypedSearchState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { typedSearch?: unknown }).typedSearch === true

/**
 * The directory's query. Category and pricing are the URL's. The search is the URL's too, until the
 * visitor types: the results follow what is typed at once, and the URL catches up once they are on screen
 * (`showSearchInUrl`). Refining a search replaces the history entry in place with the History API rather than a
 * router navigation: a navigation re-renders the whole page, and in Chromium each history update also costs a
 * main-thread task or two (the keystroke-to-results goal, bench/src/goals.ts). Starting or clearing a search is a
 * navigation of its own, so Back returns to it. A search from elsewhere (Back, Forward, a link) replaces the typed one.
 */
export function useDirectoryQuery() {
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  const fromUrl = useMemo(() => readDirectoryQuery(new URLSearchParams(location.search)), [location.search])
  // What was typed, and over which router location: a later location (not the one a typed search pushed) wins.
  const [typed, setTyped] = useState<{ search: string; over: Location } | null>(null)
  const ownEntry = navigationType === 'PUSH' && isTypedSearchState(location.state)
  const typing = typed !== null && (typed.over === location || ownEntry)
  const search = typing ? typed.search : fromUrl.search
  const query = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search])

  const setSearch = useCallback((text: string) => setTyped({ search: text, over: location }), [location])

  // Back and Forward always show their entry's search. Comparing locations is not enough: when the router had not yet
  // rendered the typed search's own entry (a busy machine), Back returns it to the very location typed over, and the
  // router hands out the same object for it. In a transition, as the router's own update is, so both show together.
  useEffect(() => {
    const dropTypedSearch = () => startTransition(() => setTyped(null))
    window.addEventListener('popstate', dropTypedSearch)
    return () => window.removeEventListener('popstate', dropTypedSearch)
  }, [])

  /** Puts the typed search in the URL, if it is not there yet. */
  const showSearchInUrl = useCallback(
    (text: string) => {
      // The router's location may be behind: refinements go past it, straight to the History API.
      const current = readDirectoryQuery(new URLSearchParams(window.location.search))
      if (current.search === text) return
      const href = paths.tools.href(toToolsQuery({ ...current, search: text }))
      if (replacesHistoryEntry(current.search, text)) window.history.replaceState(window.history.state, '', href)
      // Typing in the box is no reason to scroll the page to the top, as a navigation otherwise does.
      else navigate(href, { state: typedSearchState, preventScrollReset: true })
    },
    [navigate],
  )

  /** Goes to `next` (a filter changed, or all were cleared) with a navigation of its own. */
  const go = useCallback((next: DirectoryQuery) => navigate(paths.tools.href(toToolsQuery(next))), [navigate])

  return { query, typing, setSearch, showSearchInUrl, go }
}
