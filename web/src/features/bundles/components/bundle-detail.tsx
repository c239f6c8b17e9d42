import { ArrowLeft, Download, GitCompareArrows, Heart, Users, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { COMPARE_LIMIT } from '@/components/compare/compare-list'
import { useCompare } from '@/components/compare/compare-provider'
import { LogoTile } from '@/components/ui/logo-tile'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles, chipStyles, controlBase, sectionTitleStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Bundle } from '@/lib/api-types'
import { plural } from '@/lib/format'
import { useSaveBundle } from '../api/save-bundle'

export const backToBundles = (
  <Link
    to={paths.bundles.href()}
    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-fg"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to bundles
  </Link>
)

type BundleDetailProps = {
  bundle: Bundle
  /** The bundle's tools as cards (composed by the route from the tools feature). */
  tools: ReactNode
}

/** The bundle page. */
export function BundleDetail({ bundle, tools }: BundleDetailProps) {
  const navigate = useNavigate()
  const { replace } = useCompare()
  const favorite = useSaveBundle(bundle)

  // The bundle's first 5 tools replace whatever was selected.
  function compareAll() {
    replace(bundle.tools.slice(0, COMPARE_LIMIT))
    navigate(paths.compare.href())
  }

  return (
    <article className="space-y-12">
      <header>
        {backToBundles}
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 gap-5">
            <LogoTile name={bundle.name} icon={bundle.icon} size="lg" />
            <div className="min-w-0">
              <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{bundle.name}</h1>
              <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{bundle.summary}</p>
              <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                <span className="flex items-center gap-1.5">
                  <Wrench aria-hidden="true" className="size-4" />
                  {plural(bundle.tool_count, 'tool')}
                </span>
                <span className="flex items-center gap-1.5">
                  <Users aria-hidden="true" className="size-4" />
                  {plural(bundle.popularity, 'user')}
                </span>
              </p>
            </div>
          </div>
          <div className="grid gap-2 sm:flex sm:flex-wrap lg:w-60 lg:flex-col lg:items-stretch">
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={compareAll}
              disabled={bundle.tools.length === 0}
            >
              <GitCompareArrows aria-hidden="true" />
              Compare All Tools
            </button>
            <button
              type="button"
              className={`${controlBase} border px-4 py-2 text-sm shadow-sm ${favorite.saved ? 'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300' : 'border-line bg-surface text-fg hover:bg-subtle'}`}
              aria-pressed={favorite.saved}
              disabled={favorite.busy}
              onClick={favorite.toggle}
            >
              <Heart aria-hidden="true" className={favorite.saved ? 'fill-current' : ''} />
              {favorite.saved ? 'Added to Favorites' : 'Add Bundle to Favorites'}
            </button>
            {bundle.downloadable_resource && (
              <a
                href={bundle.downloadable_resource}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles.secondary}
              >
                <Download aria-hidden="true" />
                Download Resource
              </a>
            )}
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${cardStyles} p-6 lg:col-span-2`}>
          <h2 className="text-lg font-semibold text-fg">About This Bundle</h2>
          <p className="mt-3 leading-7 whitespace-pre-line text-fg/90">{bundle.description}</p>
          {bundle.use_case_guidance && (
            <>
              <h2 className="mt-8 text-lg font-semibold text-fg">Use Case Guidance</h2>
              <p className="mt-3 leading-7 whitespace-pre-line text-fg/90">{bundle.use_case_guidance}</p>
            </>
          )}
        </section>
        <section className={`${cardStyles} h-fit p-6`}>
          <h2 className="text-lg font-semibold text-fg">Tags</h2>
          {bundle.tags.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {bundle.tags.map((tag) => (
                <li key={tag} className={chipStyles}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">No tags yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="bundle-tools">
        <h2 id="bundle-tools" className={sectionTitleStyles}>
          Tools in this bundle
        </h2>
        <div className="mt-6">{tools}</div>
      </section>
    </article>
  )
}

export function BundleDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading bundle">
      <Skeleton className="h-4 w-32" />
      <div className="mt-6 flex gap-5">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="mt-12 h-48 w-full rounded-2xl" />
    </div>
  )
}
