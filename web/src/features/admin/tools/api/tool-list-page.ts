import { loadIntoCache } from '@/lib/load-into-cache'
import { loadAdminAccess } from '../../access/api/check-admin'
import { type ListSort, readListState } from '../../shell/use-list-params'
import { type AdminToolQuery, adminToolListKey, fetchAdminToolList } from './admin-tools'

export const TOOL_PAGE_SIZE = 50
/** The tool list's filters, by their names in the URL and the API's query. */
export const TOOL_FILTERS = ['category_id', 'status', 'featured', 'pricing_model', 'tasks'] as const
export type ToolFilter = (typeof TOOL_FILTERS)[number]
/** Newest first, until the admin sorts by a column. */
export const TOOL_LIST_ORDER: ListSort = { column: 'created_at', order: 'desc' }

type ToolListState = ReturnType<typeof readListState<ToolFilter>>

/**
 * Newest (or oldest) first without a search, the API finds a page by the row it follows: as fast at page 4,000 as at
 * page 2. The URL keeps that row beside the page number, so a reload or Back opens the same page.
 */
export const pagesByCursor = (list: ToolListState) => list.sort.column === 'created_at' && list.search === ''

export const pageOffset = (list: ToolListState) => (list.page - 1) * TOOL_PAGE_SIZE

/** What the table asks GET /api/admin/tools for the page of the list the URL keeps. */
export const toolListQuery = (list: ToolListState): AdminToolQuery => ({
  q: list.search,
  ...list.filters,
  sort: list.sort.column,
  order: list.sort.order,
  limit: TOOL_PAGE_SIZE,
  offset: pageOffset(list),
  ...(pagesByCursor(list) && list.cursor),
})

/**
 * Reads the page of the list the URL asks for ahead of the screen (its route's loader), so the table renders once,
 * with its rows. Asked only once the access check lets the admin manage the catalog: anyone else would only be
 * refused, with an error in their console, on their way to the sign-in screen or "no access".
 */
export async function loadToolListPage(navigation: Request): Promise<void> {
  const access = await loadAdminAccess(navigation)
  if (!access?.permissions.includes('manage_site')) return
  const list = readListState(new URL(navigation.url).searchParams, TOOL_FILTERS, TOOL_LIST_ORDER)
  const key = adminToolListKey(toolListQuery(list))
  await loadIntoCache(key, () => fetchAdminToolList(key))
}
