import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDebouncedValue } from '@/lib/use-debounced-value'

export type SortOrder = 'asc' | 'desc'

/** A list's sort: the column's name (as the API's `sort` knows it) and its direction. */
export type ListSort = { column: string; order: SortOrder }

/** A list whose order the API fixes (a queue, oldest first): no column is marked as sorted. */
const UNSORTED: ListSort = { column: '', order: 'asc' }

const readOrder = (value: string | null): SortOrder | null => (value === 'asc' || value === 'desc' ? value : null)

/** The row a page comes right after or before, for the lists the API pages by cursor (`after`, `before`: ids). */
export type PageCursor = { after?: number; before?: number }

const readId = (value: string | null) => Number(value) || undefined

/** What an admin list's URL says: its search, page, sort, filters and cursor (a route's loader reads it too). */
export function readListState<Filter extends string>(
  params: URLSearchParams,
  filterNames: readonly Filter[],
  defaultSort: ListSort = UNSORTED,
) {
  const column = params.get('sort') ?? defaultSort.column
  const order = readOrder(params.get('order')) ?? (column === defaultSort.column ? defaultSort.order : 'asc')
  return {
    search: params.get('q') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    sort: { column, order } satisfies ListSort,
    filters: Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>,
    cursor: { after: readId(params.get('after')), before: readId(params.get('before')) } satisfies PageCursor,
  }
}

/**
 * An admin list's state kept in the URL (`?q=…&page=2&sort=name&order=desc&status=active`), so a reload, the
 * Back button and a shared link open the same page of the same list. Every change but the page's goes back to
 * page 1: the old page number (and cursor) would point into a different list. Typing replaces the history entry instead of
 * adding one per keystroke.
 */
export function useListParams<Filter extends string>(filterNames: readonly Filter[], defaultSort: ListSort = UNSORTED) {
  const [params, setParams] = useSearchParams()
  const { search, page, sort, filters, cursor } = readListState(params, filterNames, defaultSort)
  const { column, order } = sort

  function change(values: Record<string, string | null>, { keepPage = false, replace = false } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        if (!keepPage) for (const key of ['page', 'after', 'before']) next.delete(key)
        return next
      },
      { replace },
    )
  }

  return {
    search,
    page,
    sort,
    filters,
    setSearch: (text: string) => change({ q: text }, { replace: true }),
    /** The cursor the URL keeps beside the page number (only set by `setPage` with one). */
    cursor,
    /** Moves to page `next`, found by `cursor` when the list pages by cursor; page 1 needs none. */
    setPage: (next: number, cursor: PageCursor = {}) => {
      const beyondFirst = (id: number | undefined) => (next > 1 && id ? String(id) : null)
      change(
        { page: next > 1 ? String(next) : null, after: beyondFirst(cursor.after), before: beyondFirst(cursor.before) },
        { keepPage: true },
      )
    },
    /** Sorts by `column`, ascending first; a second click on the same column turns the order round. */
    toggleSort: (next: string) => change({ sort: next, order: next !== column || order === 'desc' ? 'asc' : 'desc' }),
    setFilter: (name: Filter, value: string) => change({ [name]: value }),
    /** Whether a search or a filter narrows the list. */
    narrowed: search !== '' || Object.values<string>(filters).some(Boolean),
    /** Drops the search and every filter at once (one history entry). */
    clear: () => change(Object.fromEntries(['q', ...filterNames].map((name) => [name, null]))),
  }
}

/**
 * The list's search box: what is typed shows at once, and reaches the URL (and so the list) after a pause in typing.
 * Only a change of the typed words is sent, so Back to an older search is not undone by the box.
 */
export function useListSearch(list: Pick<ReturnType<typeof useListParams>, 'search' | 'setSearch'>) {
  const [text, setText] = useState(list.search)
  const words = useDebouncedValue(text.trim(), 300)
  const sent = useRef(words)
  const { setSearch } = list
  useEffect(() => {
    if (sent.current === words) return
    sent.current = words
    setSearch(words)
  })
  return [text, setText] as const
}

/** The item a list opens by `?{name}={id}` (a link can open it), and the move to open another or none. */
export function useOpenedId(name: string) {
  const [params, setParams] = useSearchParams()
  const opened = Number(params.get(name)) || null
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id === null) next.delete(name)
      else next.set(name, String(id))
      return next
    })
  return [opened, open] as const
}
