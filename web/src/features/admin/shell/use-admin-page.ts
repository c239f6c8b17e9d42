import useSWR, { useSWRConfig } from 'swr'
import { apiFetch } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'
import { type ListSort, useListParams } from './use-list-params'

/** Rows per page of the admin lists the API pages (it allows up to 100). */
export const ADMIN_PAGE_SIZE = 50

/**
 * The page of the admin list at `path` that the URL asks for (search `q`, page, sort, order and `filterNames`), with
 * the URL's state and its setters. The previous page stays on screen while the next one loads.
 * For the lists the API pages by cursor, `keysetRows` gives a page's rows: newest (or oldest) first without a search,
 * Previous and Next then ask for the page before its first row or after its last, as fast deep in the list as at
 * its start; the URL keeps that row beside the page number, so a reload or Back opens the same page.
 */
export function useAdminPage<Page extends { total: number; total_capped?: boolean }, Filter extends string = never>(
  path: string,
  defaultSort: ListSort,
  filterNames: readonly Filter[] = [],
  keysetRows?: (page: Page) => readonly { id: number }[],
) {
  const list = useListParams(filterNames, defaultSort)
  const offset = (list.page - 1) * ADMIN_PAGE_SIZE
  const byCursor = keysetRows !== undefined && list.sort.column === 'created_at' && list.search === ''
  const key = withQuery(path, {
    q: list.search,
    ...list.filters,
    sort: list.sort.column,
    order: list.sort.order,
    limit: ADMIN_PAGE_SIZE,
    offset,
    ...(byCursor && list.cursor),
  })
  const page = useSWR(key, (url: string) => apiFetch<Page>(url), { keepPreviousData: true })
  const { mutate: mutateCache } = useSWRConfig()
  const total = page.data?.total ?? 0
  return {
    ...page,
    list,
    offset,
    /**
     * Reads every cached page of this list again: a write may change rows on any page, and the URL may have moved to
     * another page (a search typed meanwhile) whose answer was read before the write.
     */
    refreshAll: () => mutateCache((cached) => typeof cached === 'string' && cached.startsWith(`${path}?`)),
    /**
     * ListState's counts: with a search or filter, no match reads "No … found" (whether the list is empty without
     * them is not asked); without, it is the list's own empty state.
     */
    counts: { total: list.narrowed ? Math.max(total, 1) : total, shown: total },
    /** Pager's props, moving through the URL's page. */
    pager: {
      pageSize: ADMIN_PAGE_SIZE,
      offset,
      total,
      capped: page.data?.total_capped ?? false,
      onMove: (nextOffset: number) => {
        const rows = byCursor && page.data ? keysetRows(page.data) : []
        const cursor = nextOffset > offset ? { after: rows.at(-1)?.id } : { before: rows[0]?.id }
        list.setPage(nextOffset / ADMIN_PAGE_SIZE + 1, byCursor ? cursor : undefined)
      },
    },
  }
}
