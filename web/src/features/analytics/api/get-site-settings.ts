import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { SiteSettings } from '@/lib/api-types'

export const siteSettingsKey = () => '/api/site-settings'

export const getSiteSettings = () => apiFetch<SiteSettings>(siteSettingsKey())

export function useSiteSettings() {
  // Settings change rarely; one read per visit is enough.
  return useSWR(siteSettingsKey(), getSiteSettings, { revalidateOnFocus: false, shouldRetryOnError: false })
}
