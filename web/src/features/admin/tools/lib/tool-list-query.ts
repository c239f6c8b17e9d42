import { withQuery } from '@/lib/query-string'
import { type ListSort, readListParams } from '../../shell/use-list-params'
import { type AdminToolQuery, adminToolsKey } from '../api/admin-tools'

/** The tool list's filters, by their names in the URL and the API's query. */
export const TOOL_FILTERS = ['category_id', 'status', 'featured', 'pricing_model', 'tasks'] as const
export type ToolFilter = (typeof TOOL_FILTERS)[number]

export const TOOL_PAGE_SIZE = 50
/** Newest first. */
export const TOOL_LIST_SORT: ListSort = { column: 'created_at', order: 'desc' }

type ToolListState = ReturnType<typeof readListParams<ToolFilter>>

/**
 * What a page of the tool table asks the API for. Newest (or oldest) first without a search, the API finds a page by
 * the row it follows: as fast at page 4,000 as at page 2. The URL keeps that row beside the page number, so a reload
 * or Back opens the same page.
 */
export function toolListQuery(list: ToolListState) {
  const offset = (list.page - 1) * TOOL_PAGE_SIZE
  const byCursor = list.sort.column === 'created_at' && list.search === ''
  const query: AdminToolQuery = {
    q: list.search,
    ...list.filters,
    sort: list.sort.column,
    order: list.sort.order,
    limit: TOOL_PAGE_SIZE,
    offset,
    ...(byCursor && list.cursor),
  }
  return { query, offset, byCursor }
}

/** The list's request for a page of /admin/tools whose address has `params`: the key the page's list is read by. */
export const adminToolListKey = (params: URLSearchParams) =>
  withQuery(adminToolsKey, toolListQuery(readListParams(params, TOOL_FILTERS, TOOL_LIST_SORT)).query)
