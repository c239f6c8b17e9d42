import { Archive } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatLongDate } from '@/lib/format'

/**
 * Atop a discontinued tool's page: the page stays (people still look the tool up), but says the product is gone and
 * points to what does the same job.
 */
export function DiscontinuedNotice({ name, slug, since }: { name: string; slug: string; since: string }) {
  return (
    <section
      aria-label="Discontinued"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h2 className="text-base font-semibold">Discontinued</h2>
        <p>
          {name} is no longer offered, as of {formatLongDate(since)}. Its website may not work, and it is left out of
          search and listings.
        </p>
        <Link
          to={paths.toolAlternatives.href(slug)}
          className="inline-block font-medium underline underline-offset-2 hover:no-underline"
        >
          See alternatives to {name}
        </Link>
      </div>
    </section>
  )
}
