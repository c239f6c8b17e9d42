import { useSearchParams } from 'react-router-dom'

export type SortOrder = 'asc' | 'desc'

/** A list's sort: the column's name (as the API's `sort` knows it) and its direction. */
export type ListSort = { column: string; order: SortOrder }

const readOrder = (value: string | null): SortOrder | null => (value === 'asc' || value === 'desc' ? value : null)

/**
 * An admin list's state kept in the URL (`?q=…&page=2&sort=name&order=desc&status=active`), so a reload, the
 * Back button and a shared link open the same page of the same list. Every change but the page's goes back to
 * page 1: the old page number would point into a different list. Typing replaces the history entry instead of
 * adding one per keystroke.
 */
export function useListParams<Filter extends string>(filterNames: readonly Filter[], defaultSort: ListSort) {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const column = params.get('sort') ?? defaultSort.column
  const order = readOrder(params.get('order')) ?? (column === defaultSort.column ? defaultSort.order : 'asc')
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >

  function change(values: Record<string, string | null>, { keepPage = false, replace = false } = {}) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        if (!keepPage) next.delete('page')
        return next
      },
      { replace },
    )
  }

  return {
    search: params.get('q') ?? '',
    page,
    sort: { column, order } satisfies ListSort,
    filters,
    setSearch: (text: string) => change({ q: text }, { replace: true }),
    setPage: (next: number) => change({ page: next > 1 ? String(next) : null }, { keepPage: true }),
    /** Sorts by `column`, ascending first; a second click on the same column turns the order round. */
    toggleSort: (next: string) => change({ sort: next, order: next !== column || order === 'desc' ? 'asc' : 'desc' }),
    setFilter: (name: Filter, value: string) => change({ [name]: value }),
    /** Drops the search and every filter (the sort stays). */
    clearFilters: () => change(Object.fromEntries(['q', ...filterNames].map((name) => [name, null]))),
  }
}
