import { Link } from 'react-router-dom'
import { ToolSearchForm } from '@/components/search/tool-search-form'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'

// Placeholder home page: the hero only. Stats, categories, featured tools and the blog
// preview (spec §2 Home) arrive with their features.
export function HomeRoute() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-950/60"
      />
      <div className={`${container} py-16 text-center sm:py-24`}>
        <p className="inline-flex rounded-full border border-brand-100 bg-white/70 px-3 py-1 text-xs font-medium text-brand-700 dark:border-brand-950 dark:bg-zinc-900/70 dark:text-brand-300">
          500+ curated AI tools
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Find the right AI tools for your next project
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-zinc-600 dark:text-zinc-400">
          Search and compare the best AI tools, explore expert bundles, or let the Magic Kit Builder put together a kit
          for your goal.
        </p>
        <div className="mx-auto mt-8 max-w-xl">
          <ToolSearchForm label="Search AI tools" variant="hero" />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.bundles.href()} className={buttonStyles.secondary}>
            Explore AI Bundles
          </Link>
          <Link to={paths.kitBuilder.href()} className={buttonStyles.secondary}>
            Build Custom Kit
          </Link>
        </div>
      </div>
    </section>
  )
}
