import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { BlogList } from '@/features/blog/components/blog-list'

export function BlogRoute() {
  usePageMeta({ title: pageTitle('Blog'), description: 'Guides and round-ups on choosing and using AI tools.' })
  return (
    <div className={`${container} py-12 sm:py-16`}>
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-5xl">The Kitly Blog</h1>
        <p className="mt-4 text-lg text-muted">Guides, round-ups and honest advice on choosing and using AI tools.</p>
      </header>
      <div className="mt-10">
        <BlogList />
      </div>
    </div>
  )
}
