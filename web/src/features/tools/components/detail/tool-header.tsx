import { ArrowLeft, CircleCheck, ExternalLink } from 'lucide-react'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import { CompareButton } from '@/components/compare/compare-button'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { formatRating, Stars } from '@/components/ui/stars'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { track } from '@/lib/analytics'
import type { ToolPage } from '@/lib/api-types'
import { formatShortDate, plural } from '@/lib/format'
import { sendToolEvent } from '@/lib/tool-events'
import { SaveToolButton } from '../save-tool-button'
import { ClaimToolButton } from './claim-tool-button'
import { FollowToolButton } from './follow-tool-button'
import { ReportToolButton } from './report-tool-button'
import { VerifiedMakerBadge } from './verified-maker-badge'

export const backToTools = (
  <Link
    to={paths.tools.href()}
    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-fg"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to tools
  </Link>
)

/**
 * The tool page's head: identity, rating, the three actions, "Report a problem" and "Claim this tool". Memoized, as
 * the overview is.
 */
export const ToolHeader = memo(function ToolHeader({ tool }: { tool: ToolPage }) {
  // Its page stays, but nothing new is added to it: saving and following show only to undo, and a line says why.
  const discontinued = tool.discontinued_at !== null
  function visit() {
    sendToolEvent(tool.slug, 'click')
    track('ClickTool', { tool_id: tool.id, tool_name: tool.name, tool_slug: tool.slug })
  }
  return (
    <header>
      {backToTools}
      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-4 sm:gap-5">
          <LogoTile name={tool.name} icon={tool.logo_url} size="lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">{tool.name}</h1>
              <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
              {tool.verified_maker && <VerifiedMakerBadge />}
            </div>
            {tool.category_slug && tool.category_name && (
              <Link
                to={paths.tools.href({ category: tool.category_slug })}
                className="mt-1 inline-block rounded text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                {tool.category_name}
              </Link>
            )}
            <p className="mt-3 max-w-2xl text-base text-pretty text-muted sm:text-lg">{tool.short_description}</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <Stars rating={tool.rating} />
              <span className="font-semibold">{formatRating(tool.rating)}</span>
              <span className="text-muted">({plural(tool.review_count, 'review')})</span>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:w-56 lg:flex-col lg:items-stretch">
          <a
            href={tool.website_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles.primary} col-span-2 py-2.5`}
            onClick={visit}
          >
            Visit Website
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <SaveToolButton tool={tool} variant="page" discontinued={discontinued} />
          <FollowToolButton tool={tool} discontinued={discontinued} />
          <CompareButton tool={tool} variant="page" />
          <ReportToolButton tool={tool} />
          <ClaimToolButton tool={tool} />
          {discontinued && (
            <p className="col-span-2 text-center text-xs text-pretty text-muted">
              It is discontinued, so it takes no new saves, follows or reviews.
            </p>
          )}
          {tool.link_checked_at && !discontinued && (
            <p className="col-span-2 flex items-center justify-center gap-1.5 text-xs text-muted">
              <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-600 dark:text-emerald-400" />
              Link checked {formatShortDate(tool.link_checked_at)}
            </p>
          )}
        </div>
      </div>
    </header>
  )
})

export function ToolHeaderSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-4 w-28" />
      <div className="mt-6 flex gap-5">
        <Skeleton className="size-16 rounded-2xl sm:size-20" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
    </div>
  )
}
