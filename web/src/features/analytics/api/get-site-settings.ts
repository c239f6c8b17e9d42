import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { SiteSettings } from '@/lib/api-types'

export const siteSettingsKey = () => '/api/site-settings'

export const getSiteSettings = () => apiFetch<SiteSettings>(siteSettingsKey())

/** The site settings, read once `enabled` (the analytics wait for the first paint). */
export function useSiteSettings(enabled = true) {
  // Settings change rarely; one read per visit is enough.
  return useSWR(enabled ? siteSettingsKey() : null, getSiteSettings, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}
