import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { BundleSummary } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'

export const bundlesKey = (search = '') => withQuery('/api/bundles', { search })

/** Active bundles, featured first (or best match first for a search), each with a preview of its tools. */
export const getBundles = (search = '') => apiFetch<BundleSummary[]>(bundlesKey(search))

export function useBundles(search = '') {
  return useSWR(bundlesKey(search), () => getBundles(search), { keepPreviousData: true })
}
