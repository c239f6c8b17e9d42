import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { PageSection } from '@/components/ui/page-section'
import { container } from '@/components/ui/styles'
import { BundleList } from '@/features/bundles/components/bundle-list'
import { FeaturedCollectionCards } from '@/features/bundles/components/featured-collection-cards'

/** The bundles page lists the first 3 tools of each featured collection. */
const FEATURED_TOOLS_SHOWN = 3

export function BundlesRoute() {
  usePageMeta({
    title: pageTitle('AI Bundles'),
    description: 'Curated collections of AI tools that work well together, for startups, creators and marketers.',
  })
  return (
    <div className="space-y-16 pb-20">
      <header className="bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-500/10">
        <div className={`${container} pt-12 pb-4 sm:pt-16`}>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-5xl">AI Bundles</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Hand-picked collections of AI tools that work well together, with guidance on how to use them as one
            workflow.
          </p>
        </div>
      </header>
      <PageSection title="Featured Collections" description="Our most complete stacks for common goals.">
        <FeaturedCollectionCards toolsShown={FEATURED_TOOLS_SHOWN} />
      </PageSection>
      <div className={container}>
        <BundleList />
      </div>
    </div>
  )
}
