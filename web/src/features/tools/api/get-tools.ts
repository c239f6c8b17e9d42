import useSWR from 'swr'
import { apiFetchPage } from '@/lib/api-client'
import type { Tool } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'

/** GET /api/tools filters the pages use: featured tools (home) and similar tools (tool page). */
export type ToolsListQuery = {
  featured?: boolean
  category_id?: number
  exclude?: number
  limit?: number
  /** Cache buster the home page sends. */
  _t?: number
}

export const toolsKey = (query: ToolsListQuery) => withQuery('/api/tools', query)

/** A page of tools and the total matching (X-Total-Count). */
export const getTools = (query: ToolsListQuery) => apiFetchPage<Tool>(toolsKey(query))

/** Pass null to wait (e.g. until the current tool, and so its category, is known). */
export function useTools(query: ToolsListQuery | null) {
  return useSWR(query ? toolsKey(query) : null, (key: string) => apiFetchPage<Tool>(key))
}
