import type { EditListingBody } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import type { ListingDetail } from '@/lib/api-types'
import { listingsKey } from './get-listings'

export type ListingBody = z.input<typeof EditListingBody>

export const listingKey = (slug: string) => `${listingsKey}/${encodeURIComponent(slug)}`

/** GET /api/users/listings/{slug}: the listing with the fields its maker may edit, and its latest edit request. */
export const useListing = (slug: string) => useSWR(listingKey(slug), (key: string) => apiFetch<ListingDetail>(key))

/**
 * PUT /api/users/listings/{slug}: the cosmetic fields apply at once; changed pricing facts become an edit request.
 * @throws ApiError 400 with `details` per field (a changed fact without `source_url` among them); 404 when the
 * account is not the tool's verified maker.
 */
export const editListing = (slug: string, body: ListingBody) =>
  apiFetch<ListingDetail>(listingKey(slug), { method: 'PUT', body })
