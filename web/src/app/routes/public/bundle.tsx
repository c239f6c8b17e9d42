import { SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useBundle } from '@/features/bundles/api/get-bundle'
import { BundleDetail, BundleDetailSkeleton } from '@/features/bundles/components/bundle-detail'
import { ToolCard } from '@/features/tools/components/tool-card'
import { ToolGrid } from '@/features/tools/components/tool-grid'
import { ApiError } from '@/lib/api-client'

export function BundleRoute() {
  const { slug = '' } = useParams()
  const { data: bundle, error, mutate } = useBundle(slug)
  const notFound = error instanceof ApiError && error.status === 404
  usePageMeta(
    bundle
      ? { title: pageTitle(`${bundle.name} - AI Bundle`), description: bundle.summary }
      : { title: pageTitle(notFound ? 'Bundle not found' : 'AI Bundle') },
  )

  return (
    <div className={`${container} py-8 sm:py-12`}>
      {bundle ? (
        <BundleDetail
          bundle={bundle}
          tools={
            <ToolGrid label={`Tools in ${bundle.name}`}>
              {bundle.tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ToolGrid>
          }
        />
      ) : notFound ? (
        <div className="py-12">
          <EmptyState
            headingLevel={1}
            icon={SearchX}
            title="Bundle not found"
            hint="It may have been renamed or retired."
            action={
              <Link to={paths.bundles.href()} className={buttonStyles.primary}>
                Back to bundles
              </Link>
            }
          />
        </div>
      ) : error ? (
        <LoadError headingLevel={1} what="this bundle" onRetry={() => void mutate()} />
      ) : (
        <BundleDetailSkeleton />
      )}
    </div>
  )
}
