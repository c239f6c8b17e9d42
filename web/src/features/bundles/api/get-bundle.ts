import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Bundle } from '@/lib/api-types'

export const bundleKey = (slug: string) => `/api/bundles/${encodeURIComponent(slug)}`

/** @throws ApiError 404 'Bundle not found'. */
export const getBundle = (slug: string) => apiFetch<Bundle>(bundleKey(slug))

export function useBundle(slug: string) {
  return useSWR(bundleKey(slug), () => getBundle(slug))
}
