import { GitCompareArrows, SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { COMPARE_LIMIT } from '@/components/compare/compare-list'
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs'
import { EmptyState } from '@/components/ui/empty-state'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Tool } from '@/lib/api-types'
import { plural } from '@/lib/format'
import { similarityReasons } from '../../lib/similarity'
import { ToolCard, ToolCardSkeleton } from '../tool-card'
import { ToolGrid } from '../tool-grid'

/** The page's heading and title, as the server names the page for crawlers. */
export const alternativesTitle = (toolName: string) => `Best ${toolName} Alternatives`

/** The same trail as the page's BreadcrumbList for crawlers: Home, AI Tools, the category, the tool, this page. */
function alternativesTrail(tool: Tool): Crumb[] {
  const category =
    tool.category_name && tool.category_slug
      ? [{ label: tool.category_name, href: paths.tools.href({ category: tool.category_slug }) }]
      : []
  return [
    { label: 'Home', href: paths.home.href() },
    { label: 'AI Tools', href: paths.tools.href() },
    ...category,
    { label: tool.name, href: paths.tool.href(tool.slug) },
    { label: 'Alternatives', href: paths.toolAlternatives.href(tool.slug) },
  ]
}

/** The comparison holds the tool and as many of its closest alternatives as fit beside it. */
const comparedSlugs = (tool: Tool, alternatives: readonly Tool[]) => [
  tool.slug,
  ...alternatives.slice(0, COMPARE_LIMIT - 1).map((alternative) => alternative.slug),
]

type ToolAlternativesProps = { tool: Tool; alternatives: readonly Tool[] }

/** "Best Canva Alternatives": the tools most like one tool, each with why, and a comparison of the closest. */
export function ToolAlternatives({ tool, alternatives }: ToolAlternativesProps) {
  const title = alternativesTitle(tool.name)
  const toolLink = (
    <Link to={paths.tool.href(tool.slug)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
      {tool.name}
    </Link>
  )
  return (
    <div className="space-y-10">
      <header className="space-y-6">
        <Breadcrumbs trail={alternativesTrail(tool)} />
        <div className="flex items-center gap-4">
          <LogoTile name={tool.name} icon={tool.logo_url} size="lg" />
          <h1 className="min-w-0 text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
            {title}
          </h1>
        </div>
        <p className="max-w-2xl text-pretty text-muted">
          AI tools that do what {toolLink} does, the most alike first: the same category, then the most tags in common,
          then the best rated and most used.
        </p>
      </header>
      {alternatives.length > 0 ? (
        <section aria-labelledby="alternatives-list" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="alternatives-list" className="text-xl font-semibold tracking-tight text-fg">
              {plural(alternatives.length, 'tool')} like {tool.name}
            </h2>
            <Link to={paths.compare.href(comparedSlugs(tool, alternatives))} className={buttonStyles.primary}>
              <GitCompareArrows aria-hidden="true" />
              Compare {tool.name} with these
            </Link>
          </div>
          <ToolGrid label={`${tool.name} alternatives`}>
            {alternatives.map((alternative) => (
              <li key={alternative.id}>
                <ToolCard tool={alternative} reasons={similarityReasons(tool, alternative)} />
              </li>
            ))}
          </ToolGrid>
        </section>
      ) : (
        <EmptyState
          headingLevel={2}
          icon={SearchX}
          title="No alternatives yet"
          hint={<>No other tool in the directory shares a category or tags with {toolLink} yet.</>}
          action={
            <Link to={paths.tools.href()} className={buttonStyles.secondary}>
              Browse all tools
            </Link>
          }
        />
      )}
    </div>
  )
}

/** The page's shape while the tool and its alternatives load. */
export function ToolAlternativesSkeleton() {
  return (
    <div role="status" aria-label="Loading alternatives" className="space-y-8">
      <div className="space-y-6">
        <Skeleton className="h-5 w-72 max-w-full" />
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-2xl sm:size-20" />
          <Skeleton className="h-9 flex-1 sm:max-w-md" />
        </div>
        <Skeleton className="h-12 w-full max-w-2xl" />
      </div>
      <ToolGrid>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <li key={index}>
            <ToolCardSkeleton />
          </li>
        ))}
      </ToolGrid>
    </div>
  )
}
