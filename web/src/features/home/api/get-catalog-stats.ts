import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { CatalogStats } from '@/lib/api-types'

export const catalogStatsKey = () => '/api/stats'

export const getCatalogStats = () => apiFetch<CatalogStats>(catalogStatsKey())

/** How many tools, bundles and categories the public catalog holds, for the home page's claims. */
export function useCatalogStats() {
  return useSWR(catalogStatsKey(), getCatalogStats, { revalidateOnFocus: false })
}
