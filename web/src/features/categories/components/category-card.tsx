import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { interactiveCardStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import { paths } from '@/config/paths'
import type { Category } from '@/lib/api-types'
import { plural } from '@/lib/format'

type CategoryCardProps = {
  category: Category
  /** `list`: a wide row with 5 tags; `grid` and `compact` show 3. */
  layout?: 'grid' | 'list' | 'compact'
}

/** A category linking to the directory filtered by it. */
export function CategoryCard({ category, layout = 'grid' }: CategoryCardProps) {
  const list = layout === 'list'
  const compact = layout === 'compact'
  return (
    <article
      className={`relative flex h-full ${compact ? 'gap-3 p-4' : 'gap-4 p-5'} ${interactiveCardStyles} ${list ? 'flex-col sm:flex-row sm:items-center' : 'flex-col'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <LogoTile name={category.name} icon={category.icon} size="md" />
        {layout === 'grid' && (
          <span className="rounded-full bg-subtle px-2.5 py-1 text-xs font-medium text-muted">
            {plural(category.tool_count, 'tool')}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-fg">
          <Link
            to={paths.tools.href({ category: category.slug })}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
          >
            {category.name}
          </Link>
        </h3>
        {compact && <p className="mt-0.5 text-xs text-muted">{plural(category.tool_count, 'tool')}</p>}
        {!compact && category.description && (
          <p className={`mt-1 text-sm text-muted ${list ? 'line-clamp-1' : 'line-clamp-2'}`}>{category.description}</p>
        )}
        <TagList tags={category.tags} max={list ? 5 : 3} className="mt-3" />
      </div>
      {list && (
        <span className="flex shrink-0 items-center gap-2 text-sm font-medium text-muted">
          {plural(category.tool_count, 'tool')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </article>
  )
}

export function CategoryCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full rounded-2xl border border-line bg-surface p-5">
      <Skeleton className="size-12 rounded-xl" />
      <Skeleton className="mt-4 h-4 w-2/3" />
      <Skeleton className="mt-2 h-3 w-full" />
      <div className="mt-3 flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
    </div>
  )
}
