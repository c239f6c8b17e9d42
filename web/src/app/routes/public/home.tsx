import { ArrowRight, Layers, WandSparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ToolSearchForm } from '@/components/search/tool-search-form'
import { usePageMeta } from '@/components/seo/use-page-meta'
import { PageSection } from '@/components/ui/page-section'
import { RenderWhenNear } from '@/components/ui/render-when-near'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container, renderedWhenNear } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { KitBuilderExplainer } from '@/features/home/components/kit-builder-explainer'
import { StatsStrip } from '@/features/home/components/stats-strip'
import { ToolCountBadge } from '@/features/home/components/tool-count-badge'
import { lazyNamed } from '@/lib/lazy-named'

// The sections below the fold render, and ask for their code and data, only as they come near the screen:
// until then a skeleton about their size holds their place under their heading, so nothing moves when they come.
const FeaturedCollectionCards = lazyNamed(
  () => import('@/features/bundles/components/featured-collection-cards'),
  'FeaturedCollectionCards',
)
const CategoryBrowser = lazyNamed(() => import('@/features/categories/components/category-browser'), 'CategoryBrowser')
const FeaturedTools = lazyNamed(() => import('@/features/tools/components/featured-tools'), 'FeaturedTools')
const LatestPosts = lazyNamed(() => import('@/features/blog/components/latest-posts'), 'LatestPosts')
const sectionSkeleton = (size: string) => <Skeleton className={`w-full rounded-2xl ${size}`} />
// The sections' heights as measured on a phone and at each of Tailwind's breakpoints, with a full catalog.
const bundlesSkeleton = sectionSkeleton('h-[92rem] md:h-[33rem] lg:h-[30rem]')
const categoriesSkeleton = sectionSkeleton('h-[58rem] sm:h-[48rem] md:h-[46rem] lg:h-[25rem]')
const featuredSkeleton = sectionSkeleton('h-[101rem] sm:h-[50rem] lg:h-[33rem]')
const postsSkeleton = sectionSkeleton('h-[89rem] sm:h-[57rem] md:h-[60rem] lg:h-[31rem] xl:h-[29rem]')

/** The home page shows 5 tools of each featured bundle. */
const BUNDLE_TOOLS_SHOWN = 5

const viewAll = (href: string, label: string) => (
  <Link to={href} className={buttonStyles.ghost}>
    {label}
    <ArrowRight aria-hidden="true" />
  </Link>
)

export function HomeRoute() {
  usePageMeta({ title: (siteName) => `${siteName}: find, compare and bundle AI tools` })
  return (
    <div className="space-y-20 pb-20 sm:space-y-28">
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-brand-50 via-brand-50/40 to-transparent dark:from-brand-500/10 dark:via-brand-500/5"
        />
        <div className={`${container} pt-14 pb-4 text-center sm:pt-24`}>
          <ToolCountBadge />
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            Find the right AI tools for your next project
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted">
            Search and compare the best AI tools, explore expert bundles, or let the Magic Kit Builder put together a
            kit for your goal.
          </p>
          <div className="mx-auto mt-8 max-w-xl">
            <ToolSearchForm label="Search AI tools" variant="hero" />
          </div>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.bundles.href()} className={buttonStyles.secondary}>
              <Layers aria-hidden="true" />
              Explore AI Bundles
            </Link>
            <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
              <WandSparkles aria-hidden="true" />
              Build Custom Kit
            </Link>
          </div>
          <div className="mx-auto mt-14 max-w-4xl text-left">
            <StatsStrip />
          </div>
        </div>
      </section>

      {/* Everything from here on starts below the fold on a phone (and the bands lower still on a desktop). */}
      <div className={`${container} ${renderedWhenNear(30)}`}>
        <KitBuilderExplainer />
      </div>

      <PageSection
        title="Expert-curated bundles"
        description="Ready-made stacks of tools that work well together."
        action={viewAll(paths.bundles.href(), 'All bundles')}
      >
        <RenderWhenNear placeholder={bundlesSkeleton}>
          <FeaturedCollectionCards toolsShown={BUNDLE_TOOLS_SHOWN} />
        </RenderWhenNear>
      </PageSection>

      <PageSection
        title="Browse by Category"
        description="From writing and design to coding and agents."
        action={viewAll(paths.categories.href(), 'All categories')}
      >
        <RenderWhenNear placeholder={categoriesSkeleton}>
          <CategoryBrowser />
        </RenderWhenNear>
      </PageSection>

      <PageSection
        title="Featured AI Tools"
        description="Standout tools our editors recommend right now."
        action={viewAll(paths.tools.href(), 'Browse all tools')}
      >
        <RenderWhenNear placeholder={featuredSkeleton}>
          <FeaturedTools />
        </RenderWhenNear>
      </PageSection>

      <PageSection
        title="Latest from Our Blog"
        description="Guides and round-ups on choosing and using AI tools."
        action={viewAll(paths.blog.href(), 'All articles')}
      >
        <RenderWhenNear placeholder={postsSkeleton}>
          <LatestPosts />
        </RenderWhenNear>
      </PageSection>
    </div>
  )
}
