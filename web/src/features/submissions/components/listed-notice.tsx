import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

/** The listing a site has: its page, and whether it is listed as discontinued. */
export type Listing = { tool_slug: string; discontinued: boolean }

/**
 * A site the catalog lists already: its page, where its maker can claim it. A discontinued listing comes back by
 * being claimed, not submitted again.
 */
export function ListedNotice({ listing }: { listing: Listing }) {
  const page = (
    <Link to={paths.tool.href(listing.tool_slug)} className="font-medium underline underline-offset-2">
      See its page
    </Link>
  )
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      {listing.discontinued ? (
        <>
          <p className="font-medium">This tool is listed on Kitly as discontinued.</p>
          <p className="mt-1">
            {page}. If it is yours and still offered, claim it there to bring its listing back, rather than submitting
            it again.
          </p>
        </>
      ) : (
        <>
          <p className="font-medium">This tool is already listed on Kitly.</p>
          <p className="mt-1">{page}. If it is yours, you can claim it from there instead of submitting it again.</p>
        </>
      )}
    </div>
  )
}

/** The listing a 409 names (`details.tool_slug`, `details.discontinued`), if it names one. */
export function listingOf(error: unknown): Listing | null {
  const details = (error as { details?: { tool_slug?: unknown; discontinued?: unknown } } | null)?.details
  return typeof details?.tool_slug === 'string'
    ? { tool_slug: details.tool_slug, discontinued: details.discontinued === true }
    : null
}
