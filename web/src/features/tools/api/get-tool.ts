import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { ToolPage } from '@/lib/api-types'
import { loadedByRoute } from '@/lib/load-into-cache'

export const toolKey = (slug: string) => `/api/tools/${encodeURIComponent(slug)}`

/** @throws ApiError 404 'Tool not found' for an unknown or inactive slug. */
export const getTool = (slug: string) => apiFetch<ToolPage>(toolKey(slug))

export function useTool(slug: string) {
  return useSWR(toolKey(slug), () => getTool(slug), loadedByRoute)
}
