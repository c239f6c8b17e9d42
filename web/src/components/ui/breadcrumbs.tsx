import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'

export type Crumb = { label: string; href: string }

/** Where a page sits in the site, from Home to the page itself (the last crumb, not a link). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="inline-flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="truncate font-medium text-fg">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.href} className="truncate rounded hover:text-fg">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
