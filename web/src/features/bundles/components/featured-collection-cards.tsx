import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { interactiveCardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { plural } from '@/lib/format'
import { useBundles } from '../api/get-bundles'
import { featuredCollections } from '../featured-collections'

type FeaturedCollectionCardsProps = {
  /** How many of each collection's tools to list (the home page shows 5). */
  toolsShown: number
}

/** The three featured collections as cards, each listing its first tools and linking to its page. */
export function FeaturedCollectionCards({ toolsShown }: FeaturedCollectionCardsProps) {
  const { data: bundles } = useBundles()
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {featuredCollections.map((collection) => {
        const bundle = bundles?.find((candidate) => candidate.slug === collection.slug)
        const tools = bundle?.tools.slice(0, toolsShown)
        return (
          <li key={collection.slug} className={`relative flex flex-col overflow-hidden ${interactiveCardStyles}`}>
            <div className={`bg-gradient-to-br p-6 ${collection.tint}`}>
              <div className="flex items-center justify-between">
                <span aria-hidden="true" className="text-4xl">
                  {collection.icon}
                </span>
                <span className="rounded-full bg-surface/80 px-2.5 py-1 text-xs font-semibold text-fg">
                  {plural(bundle?.tool_count ?? collection.toolCount, 'tool')}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-fg">
                <Link
                  to={paths.bundle.href(collection.slug)}
                  className="rounded-sm after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
                >
                  {collection.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">{collection.pitch}</p>
            </div>
            <ul className="flex flex-1 flex-col gap-2.5 p-6" aria-label={`Tools in ${collection.name}`}>
              {tools
                ? tools.map((tool) => (
                    <li key={tool.id} className="flex items-center gap-3 text-sm font-medium text-fg">
                      <LogoTile name={tool.name} icon={tool.logo_url} size="sm" />
                      {tool.name}
                    </li>
                  ))
                : Array.from({ length: toolsShown }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                    <li key={index} className="flex items-center gap-3">
                      <Skeleton className="size-8 rounded-lg" />
                      <Skeleton className="h-4 w-28" />
                    </li>
                  ))}
            </ul>
            <p className="flex items-center gap-1 border-t border-line px-6 py-4 text-sm font-semibold text-brand-600 dark:text-brand-400">
              View bundle
              <ArrowRight aria-hidden="true" className="size-4" />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
