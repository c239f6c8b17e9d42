import { BadgeCheck, ExternalLink, MessageSquareReply } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useListing } from '@/features/makers/api/edit-listing'
import { useListingStats } from '@/features/makers/api/get-listings'
import { BadgeSnippet } from '@/features/makers/components/badge-snippet'
import { EditListingForm } from '@/features/makers/components/edit-listing-form'
import { EditRequestStatus } from '@/features/makers/components/edit-request-status'
import { ThisWeek, WeeklyTable } from '@/features/makers/components/listing-figures'
import { ApiError } from '@/lib/api-client'
import type { ListingStats } from '@/lib/api-types'
import { formatShortDate, plural } from '@/lib/format'

/** /dashboard/tools/{slug}: a verified maker's weekly figures for one of their tools, and their edits of it. */
export function ListingRoute() {
  const { slug = '' } = useParams()
  return <RequireSignedIn>{() => <ListingPage slug={slug} />}</RequireSignedIn>
}

function ListingPage({ slug }: { slug: string }) {
  const { data, error, mutate } = useListingStats(slug)
  usePageMeta({ title: pageTitle(data ? `${data.listing.name}: your listing` : 'Your listing') })
  const notYours = error instanceof ApiError && error.status === 404
  return (
    <div className={`${container} space-y-8 py-8 sm:py-12`}>
      <Breadcrumbs
        trail={[
          { label: 'Dashboard', href: paths.dashboard.href() },
          { label: data?.listing.name ?? 'Your listing', href: paths.dashboardListing.href(slug) },
        ]}
      />
      {data ? (
        <Listing stats={data} />
      ) : notYours ? (
        <EmptyState
          icon={BadgeCheck}
          title="Not one of your listings"
          hint="Figures are shown to a tool’s verified maker. Claim your tool from its page to see them."
        />
      ) : error ? (
        <LoadError headingLevel={1} what="your listing" onRetry={() => void mutate()} />
      ) : (
        <div role="status" aria-label="Loading your listing" className="space-y-6">
          <Skeleton className="h-16 w-72" />
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      )}
    </div>
  )
}

function Listing({ stats: { listing, weeks } }: { stats: ListingStats }) {
  return (
    <>
      <header className="flex flex-wrap items-center gap-4">
        <LogoTile name={listing.name} icon={listing.logo_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-semibold tracking-tight text-fg">{listing.name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <BadgeCheck aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
            Verified maker since {formatShortDate(listing.verified_at)}
            {listing.status === 'inactive' && ' · hidden from the directory'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {listing.unanswered_reviews > 0 && (
            <Link to={paths.tool.href(listing.slug)} className={buttonStyles.primary}>
              <MessageSquareReply aria-hidden="true" />
              Reply to {plural(listing.unanswered_reviews, 'review')}
            </Link>
          )}
          <Link to={paths.tool.href(listing.slug)} className={buttonStyles.secondary}>
            <ExternalLink aria-hidden="true" />
            View listing
          </Link>
        </div>
      </header>
      {listing.discontinued_at && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
          Kitly lists {listing.name} as discontinued since {formatShortDate(listing.discontinued_at)}: it is left out of
          search and listings, and takes no new reviews or saves. If it is offered again,{' '}
          <Link to={paths.contact.href()} className="font-medium underline underline-offset-2">
            tell us
          </Link>{' '}
          and we will list it again.
        </p>
      )}
      <section aria-labelledby="this-week" className="space-y-4">
        <h2 id="this-week" className="text-xl font-semibold tracking-tight text-fg">
          This week
        </h2>
        <ThisWeek weeks={weeks} />
      </section>
      <section aria-labelledby="by-week" className="space-y-4">
        <h2 id="by-week" className="text-xl font-semibold tracking-tight text-fg">
          The last {weeks.length} weeks
        </h2>
        <p className="text-sm text-muted">Weeks start on Monday (UTC). Figures reach this page within a minute.</p>
        <WeeklyTable weeks={weeks} />
      </section>
      {/* A hidden tool has no page to link to, and its badge answers 404. */}
      {listing.status === 'active' && (
        <section aria-labelledby="badge" className="space-y-4">
          <h2 id="badge" className="text-xl font-semibold tracking-tight text-fg">
            Badge for your site
          </h2>
          <BadgeSnippet slug={listing.slug} />
        </section>
      )}
      <EditListing slug={listing.slug} />
    </>
  )
}

/** The listing's form, with where the maker's latest pricing change stands; a widget that may fail alone. */
function EditListing({ slug }: { slug: string }) {
  const { data, error, mutate } = useListing(slug)
  return (
    <section aria-labelledby="edit-listing" className="space-y-4">
      <h2 id="edit-listing" className="text-xl font-semibold tracking-tight text-fg">
        Edit listing
      </h2>
      {data ? (
        <>
          {data.edit_request && <EditRequestStatus request={data.edit_request} />}
          <EditListingForm listing={data} />
        </>
      ) : error ? (
        <LoadError headingLevel={3} what="your listing's fields" onRetry={() => void mutate()} />
      ) : (
        <Skeleton className="h-96 w-full rounded-2xl" />
      )}
    </section>
  )
}
