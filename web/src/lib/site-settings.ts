import { useState } from 'react'
import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { PublicSiteSettings } from '@/lib/api-types'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'

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

/** The name of a fresh install, until an admin renames the site in Settings. */
export const DEFAULT_SITE_NAME = 'Kitly'

/** The name the server wrote into the page's head from Settings (og:site_name), or the default without one. */
const siteNameInPage = () =>
  document.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || DEFAULT_SITE_NAME

/**
 * The site's name from Settings: at once from the page the server wrote (so nothing flashes "Kitly" first), then
 * as the settings say once read (after the first paint, as the analytics).
 */
export function useSiteName(): string {
  const [inPage] = useState(siteNameInPage)
  return useSiteSettings(useAfterFirstPaint()).data?.site_name ?? inPage
}

/** Whether this server offers "Continue with Google"; false until the settings say so (and if they fail). */
export const useGoogleSignInOffered = () => useSiteSettings().data?.google_sign_in === true
