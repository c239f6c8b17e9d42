import { Suspense, useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { LoadError } from '@/components/ui/load-error'
import { RenderWhenNear } from '@/components/ui/render-when-near'
import { Skeleton } from '@/components/ui/skeleton'
import { container } from '@/components/ui/styles'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { paths, toolCardVersion } from '@/config/paths'
import { useIsMakerOf } from '@/features/makers/api/get-listings'
import { ToolTasks } from '@/features/tasks/components/tool-tasks'
import { useTool } from '@/features/tools/api/get-tool'
import { useTutorials } from '@/features/tools/api/get-tutorials'
import { ToolHeader, ToolHeaderSkeleton } from '@/features/tools/components/detail/tool-header'
import { ToolOverview } from '@/features/tools/components/detail/tool-overview'
import { track } from '@/lib/analytics'
import { ApiError } from '@/lib/api-client'
import type { ToolPage as ToolPageData } from '@/lib/api-types'
import { lazyNamed } from '@/lib/lazy-named'

// What a tool's first view does not show loads after it: the other two tabs, and the similar tools
// below the fold, as they come near the screen.
const ReviewsPanel = lazyNamed(() => import('@/features/reviews/components/reviews-panel'), 'ReviewsPanel')
const TutorialList = lazyNamed(() => import('@/features/tutorials/components/tutorial-list'), 'TutorialList')
const SimilarTools = lazyNamed(() => import('@/features/tools/components/detail/similar-tools'), 'SimilarTools')
// The pricing plans, under the overview, download beside the tool's data rather than before the page can render.
const toolPlans = import('@/features/tools/components/pricing/tool-plans')
const ToolPlans = lazyNamed(() => toolPlans, 'ToolPlans')
// Few tools are discontinued: their notice downloads beside the tool, not with every tool page.
const discontinuedNotice = import('@/features/tools/components/detail/discontinued-notice')
const DiscontinuedNotice = lazyNamed(() => discontinuedNotice, 'DiscontinuedNotice')
// Few visits reach a tool that is not there.
const ToolNotFound = lazyNamed(() => import('@/features/tools/components/detail/tool-not-found'), 'ToolNotFound')
const panelSkeleton = <Skeleton className="h-40 w-full rounded-2xl" />
// The similar tools' height: one card on a phone, three rows of two from `md`, two rows of three from `lg`.
const similarSkeleton = <Skeleton className="h-[30rem] w-full rounded-2xl md:h-[57rem] lg:h-[40rem]" />

export function ToolRoute() {
  const { slug = '' } = useParams()
  const { data: tool, error, mutate } = useTool(slug)
  const notFound = error instanceof ApiError && error.status === 404

  usePageMeta(
    tool
      ? {
          title: `${tool.name} - AI Tool Review`,
          description: tool.short_description,
          image: (siteName) => paths.toolCard.href(tool.slug, toolCardVersion(tool, siteName)),
        }
      : { title: pageTitle(notFound ? 'Tool not found' : 'AI Tool Review') },
  )

  useEffect(() => {
    if (tool) track('ViewContent', { content_type: 'tool', content_ids: String(tool.id), content_name: tool.name })
  }, [tool])

  return (
    <div className={`${container} py-8 sm:py-12`}>
      {tool ? (
        <ToolPage key={tool.slug} tool={tool} onReviewCreated={() => void mutate()} />
      ) : notFound ? (
        <Suspense fallback={null}>
          <ToolNotFound />
        </Suspense>
      ) : error ? (
        <LoadError headingLevel={1} what="this tool" onRetry={() => void mutate()} />
      ) : (
        <div role="status" aria-label="Loading tool">
          <ToolHeaderSkeleton />
          <Skeleton className="mt-12 h-12 w-full" />
          <Skeleton className="mt-8 h-64 w-full rounded-2xl" />
        </div>
      )}
    </div>
  )
}

function ToolPage({ tool, onReviewCreated }: { tool: ToolPageData; onReviewCreated: () => void }) {
  const { data: tutorials } = useTutorials(tool.slug)
  const isMaker = useIsMakerOf(tool.slug)
  return (
    <article className="space-y-12">
      <ToolHeader tool={tool} />
      {tool.discontinued_at && (
        <Suspense fallback={null}>
          <DiscontinuedNotice name={tool.name} slug={tool.slug} since={tool.discontinued_at} />
        </Suspense>
      )}
      {isMaker && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          You are this tool’s verified maker.
          <Link
            to={paths.dashboardListing.href(tool.slug)}
            className="font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            See its figures
          </Link>
        </p>
      )}
      <ToolTasks toolSlug={tool.slug} />
      <Tabs defaultValue="overview">
        <TabList aria-label={`About ${tool.name}`}>
          <Tab value="overview">Overview</Tab>
          <Tab value="reviews">Reviews ({tool.review_count})</Tab>
          <Tab value="tutorials">Tutorials{tutorials ? ` (${tutorials.length})` : ''}</Tab>
        </TabList>
        <TabPanel value="overview">
          <ToolOverview tool={tool} />
          <Suspense fallback={<Skeleton className="mt-10 h-40 w-full rounded-2xl" />}>
            <ToolPlans tool={tool} />
          </Suspense>
        </TabPanel>
        <TabPanel value="reviews">
          <Suspense fallback={panelSkeleton}>
            <ReviewsPanel
              toolSlug={tool.slug}
              onReviewCreated={onReviewCreated}
              canReply={isMaker}
              closedNote={
                tool.discontinued_at
                  ? `${tool.name} is discontinued, so it no longer takes new reviews. The reviews written before stay here.`
                  : null
              }
            />
          </Suspense>
        </TabPanel>
        <TabPanel value="tutorials">
          <Suspense fallback={panelSkeleton}>
            {tutorials ? <TutorialList tutorials={tutorials} /> : panelSkeleton}
          </Suspense>
        </TabPanel>
      </Tabs>
      <RenderWhenNear placeholder={similarSkeleton}>
        <SimilarTools tool={tool} />
      </RenderWhenNear>
    </article>
  )
}
