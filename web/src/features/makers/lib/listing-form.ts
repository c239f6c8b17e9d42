import type { PricingModel } from '@kitly/api/field-rules'
import type { ListingDetail } from '@/lib/api-types'
import { splitList } from '@/lib/list-text'
import type { ListingBody } from '../api/edit-listing'

// The maker's listing form: its values as typed and the body a save sends. Tags are typed comma-separated and
// screenshots one URL a line (a URL may hold a comma); both are sent as lists.

export type ListingFormValues = {
  short_description: string
  description: string
  logo_url: string
  screenshots: string
  video_url: string
  tags: string
  /** Empty while the listing's pricing is not known and the maker has not chosen one. */
  pricing_model: PricingModel | ''
  free_credit_info: string
  source_url: string
}
export type ListingField = keyof ListingFormValues

export const listingFields: readonly ListingField[] = [
  'short_description',
  'description',
  'logo_url',
  'screenshots',
  'video_url',
  'tags',
  'pricing_model',
  'free_credit_info',
  'source_url',
]

/** The form as the listing is now; the source starts empty, as it is asked for each proposal. */
export function listingToForm(listing: ListingDetail): ListingFormValues {
  return {
    short_description: listing.short_description,
    description: listing.description,
    logo_url: listing.logo_url ?? '',
    screenshots: listing.screenshots.join('\n'),
    video_url: listing.video_url ?? '',
    tags: listing.tags.join(', '),
    pricing_model: listing.pricing_model ?? '',
    free_credit_info: listing.free_credit_info ?? '',
    source_url: '',
  }
}

/** Every field: blank ones clear the listing's (the API keeps facts that did not change as they are). */
export function toListingBody(values: ListingFormValues): ListingBody {
  return {
    ...values,
    tags: splitList(values.tags, ','),
    screenshots: splitList(values.screenshots, /\r?\n/),
  }
}
