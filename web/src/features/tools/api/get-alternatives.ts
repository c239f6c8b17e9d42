import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Tool } from '@/lib/api-types'
import { loadedByRoute } from '@/lib/load-into-cache'

/** The API's default page: the 12 tools most like this one. */
export const alternativesKey = (slug: string) => `/api/tools/${encodeURIComponent(slug)}/alternatives`

/** @throws ApiError 404 'Tool not found' for an unknown or inactive slug. */
export const getAlternatives = (slug: string) => apiFetch<Tool[]>(alternativesKey(slug))

export function useAlternatives(slug: string) {
  return useSWR(alternativesKey(slug), () => getAlternatives(slug), loadedByRoute)
}
