import { Archive, Sparkles } from 'lucide-react'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { CompareButton } from '@/components/compare/compare-button'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { interactiveCardStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import { paths } from '@/config/paths'
import type { ToolCard as ToolCardData, ToolHit } from '@/lib/api-types'
import { renderHighlight } from '../lib/highlight'
import { SaveToolButton } from './save-tool-button'
import { ToolRating } from './tool-rating'

type ToolCardProps = {
  /** `discontinued_at`: set on lists that may hold discontinued tools (saved tools, /tools/discontinued). */
  tool: ToolCardData & { highlight?: ToolHit['highlight']; discontinued_at?: string | null }
  /** Shows the FEATURED badge (home page). */
  featured?: boolean
  /** Why the tool is listed where it is (an alternative's likeness to the tool the page is about). */
  reasons?: readonly string[]
}

/**
 * A tool in a grid: logo or initial, name, category, pricing, short description, rating and
 * reviews, the first 3 tags, add-to-compare and save. The whole card links to the tool's page. A discontinued tool's
 * card says so in words, and offers saving only to remove it (it can no longer be saved). Memoized:
 * a list re-rendering (the next page arriving, a search loading) leaves the cards already shown alone.
 */
export const ToolCard = memo(function ToolCard({ tool, featured = false, reasons = [] }: ToolCardProps) {
  const discontinued = Boolean(tool.discontinued_at)
  return (
    <article className={`relative flex h-full flex-col p-5 ${interactiveCardStyles}`}>
      {discontinued && <DiscontinuedBadge />}
      {featured && (
        <span className="absolute -top-2.5 right-4 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-white shadow-sm">
          <Sparkles aria-hidden="true" className="size-3" />
          FEATURED
        </span>
      )}
      <div className="flex items-start gap-3">
        <LogoTile name={tool.name} icon={tool.logo_url} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-fg">
            <Link
              to={paths.tool.href(tool.slug)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
            >
              {tool.highlight ? renderHighlight(tool.highlight.name) : tool.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted">{tool.category_name ?? 'Uncategorized'}</p>
        </div>
        <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
      </div>
      <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted">
        {tool.highlight ? renderHighlight(tool.highlight.short_description) : tool.short_description}
      </p>
      <div className="mt-3">
        <ToolRating rating={tool.rating} reviewCount={tool.review_count} />
      </div>
      <TagList tags={tool.tags} max={3} className="mt-3" />
      {reasons.length > 0 && (
        <p className="mt-3 text-xs text-muted">
          <span className="font-medium text-fg">Why it’s similar: </span>
          {reasons.join(' · ')}
        </p>
      )}
      <div className="relative z-10 mt-auto flex items-center gap-2 pt-4">
        <CompareButton tool={tool} />
        <div className="ml-auto">
          <SaveToolButton tool={tool} discontinued={discontinued} />
        </div>
      </div>
    </article>
  )
})

/** Atop a discontinued tool's card, where FEATURED sits on others: a word, not only a colour. */
function DiscontinuedBadge() {
  return (
    <span className="absolute -top-2.5 right-4 inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 shadow-sm dark:border-amber-500/40 dark:bg-amber-950 dark:text-amber-100">
      <Archive aria-hidden="true" className="size-3" />
      Discontinued
    </span>
  )
}

/** A card's shape while tools load, so the grid does not jump when they arrive. */
export function ToolCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-4 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-4/5" />
      <Skeleton className="mt-4 h-3 w-1/3" />
      <div className="mt-4 flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
      <div className="mt-5 flex justify-between">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="size-8" />
      </div>
    </div>
  )
}
