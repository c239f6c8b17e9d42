import { BadgeCheck, ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Listing } from '@/lib/api-types'
import { plural } from '@/lib/format'

function reviewLine({ review_count, unanswered_reviews }: Listing): string {
  if (unanswered_reviews > 0) return `${plural(unanswered_reviews, 'review')} waiting for your reply`
  return review_count === 0 ? 'No reviews yet' : `${plural(review_count, 'review')}, all answered`
}

/** The dashboard's list of the tools the account is the verified maker of, each linking to its figures. */
export function MyListings({ listings }: { listings: readonly Listing[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {listings.map((listing) => (
        <li key={listing.id}>
          <Link
            to={paths.dashboardListing.href(listing.slug)}
            className={`${cardStyles} flex items-center gap-4 p-4 hover:border-brand-300 dark:hover:border-brand-700`}
          >
            <LogoTile name={listing.name} icon={listing.logo_url} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 font-semibold text-fg">
                <span className="truncate">{listing.name}</span>
                <BadgeCheck
                  aria-label="Verified maker"
                  className="size-4 shrink-0 text-brand-600 dark:text-brand-400"
                />
              </span>
              {listing.discontinued_at && (
                <span className="block text-sm font-medium text-amber-800 dark:text-amber-200">
                  Listed as discontinued
                </span>
              )}
              <span className="block text-sm text-muted">{reviewLine(listing)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
