import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { useCategories } from '@/features/categories/api/get-categories'
import { ToolsDirectory } from '@/features/tools/components/tools-directory'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'

/** One empty list, so the memoized filters panel is not re-rendered by a new `[]` on every render. */
const noCategories: readonly { slug: string; name: string }[] = []

export function ToolsRoute() {
  usePageMeta({
    title: pageTitle('AI Tools Directory'),
    description: 'Search hundreds of AI tools by name, task and price, with filters and side-by-side comparison.',
  })
  // The filter lists categories by name; until they load it names those the results mention. They are read once
  // the first paint is on screen: that paint needs only the results, and a phone shows the filter closed.
  const { data: categories = noCategories } = useCategories({}, useAfterFirstPaint())
  return (
    <div className={`${container} py-10 sm:py-14`}>
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">AI Tools Directory</h1>
        <p className="mt-3 text-muted">
          Search and filter our curated catalog, add up to five tools to compare, and save the ones you like.
        </p>
      </header>
      <div className="mt-8">
        <ToolsDirectory categories={categories} />
      </div>
    </div>
  )
}
