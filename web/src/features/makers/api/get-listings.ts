import useSWR from 'swr'
import { useCurrentUser } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Listing, ListingStats } from '@/lib/api-types'

export const listingsKey = '/api/users/listings'
const listingStatsKey = (slug: string) => `${listingsKey}/${encodeURIComponent(slug)}/stats`

/** The tools the signed-in account is the verified maker of; nothing is asked for a visitor. */
export function useListings() {
  const { user } = useCurrentUser()
  return useSWR(user ? listingsKey : null, (key: string) => apiFetch<Listing[]>(key))
}

/** Whether the signed-in account is the verified maker of the tool `slug`. */
export function useIsMakerOf(slug: string): boolean {
  const { data } = useListings()
  return data?.some((listing) => listing.slug === slug) ?? false
}

/** GET /api/users/listings/{slug}/stats: the listing and its last 12 weeks of figures. */
export const useListingStats = (slug: string) =>
  useSWR(listingStatsKey(slug), (key: string) => apiFetch<ListingStats>(key))
