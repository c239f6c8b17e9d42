import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Category } from '@/lib/api-types'
import { withQuery } from '@/lib/query-string'

/** `_t` is the cache buster the home page adds. */
export const categoriesKey = (query: { _t?: number } = {}) => withQuery('/api/categories', query)

/** Every category, sorted by name, with its number of active tools. */
export const getCategories = (query: { _t?: number } = {}) => apiFetch<Category[]>(categoriesKey(query))

/** Every category, read once `enabled`. */
export function useCategories(query: { _t?: number } = {}, enabled = true) {
  return useSWR(enabled ? categoriesKey(query) : null, () => getCategories(query))
}
