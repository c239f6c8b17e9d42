import { ArrowRight, Download, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import { paths } from '@/config/paths'
import type { BundleSummary } from '@/lib/api-types'
import { plural } from '@/lib/format'

/** What a card shows; a favorite bundle (Saved → Bundles) has no description, guidance or resource. */
type BundleCardData = Pick<BundleSummary, 'name' | 'slug' | 'icon' | 'summary' | 'tags' | 'popularity' | 'tool_count'> &
  Partial<Pick<BundleSummary, 'description' | 'use_case_guidance' | 'downloadable_resource'>>

type BundleCardProps = {
  bundle: BundleCardData
  /** A control after View Bundle (Saved's Remove). */
  action?: ReactNode
}

/** A bundle in the list: icon, name, tools, popularity, summary, 3 tags, guidance, View and Download. */
export function BundleCard({ bundle, action }: BundleCardProps) {
  return (
    <article className={`flex h-full flex-col p-6 ${cardStyles}`}>
      <div className="flex items-start gap-4">
        <LogoTile name={bundle.name} icon={bundle.icon} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-fg">{bundle.name}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-muted">
            <span>{plural(bundle.tool_count, 'tool')}</span>
            <span className="flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" />
              {plural(bundle.popularity, 'user')}
            </span>
          </p>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 text-sm leading-6 text-fg/90">{bundle.summary || bundle.description}</p>
      <TagList tags={bundle.tags} max={3} className="mt-4" />
      {bundle.use_case_guidance && (
        <div className="mt-4 rounded-xl bg-subtle/60 p-3">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Use case</p>
          <p className="mt-1 line-clamp-3 text-sm leading-6 text-muted">{bundle.use_case_guidance}</p>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link to={paths.bundle.href(bundle.slug)} className={buttonStyles.primary}>
          View Bundle
          <ArrowRight aria-hidden="true" />
          <span className="sr-only">: {bundle.name}</span>
        </Link>
        {bundle.downloadable_resource && (
          <a
            href={bundle.downloadable_resource}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles.secondary}
          >
            <Download aria-hidden="true" />
            Download
          </a>
        )}
        {action}
      </div>
    </article>
  )
}

export function BundleCardSkeleton() {
  return (
    <div aria-hidden="true" className={`h-full p-6 ${cardStyles}`}>
      <div className="flex gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="mt-5 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-5/6" />
      <div className="mt-4 flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-20 w-full rounded-xl" />
      <Skeleton className="mt-5 h-9 w-32" />
    </div>
  )
}
