import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { PublicSiteSettings } from '@/lib/api-types'

export const siteSettingsKey = () => '/api/site-settings'

export const getSiteSettings = () => apiFetch<PublicSiteSettings>(siteSettingsKey())

/** The public site settings, read once `enabled` (the analytics wait for the first paint). */
export function useSiteSettings(enabled = true) {
  // Settings change rarely; one read per visit is enough.
  return useSWR(enabled ? siteSettingsKey() : null, getSiteSettings, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}

/** Whether this server offers "Continue with Google"; false until the settings say so (and if they fail). */
export const useGoogleSignInOffered = () => useSiteSettings().data?.google_sign_in === true
