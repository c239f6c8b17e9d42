import { ArrowRight, LayoutGrid, List, Search, SearchX, SlidersHorizontal, WandSparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Select } from '@/components/ui/select'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatAtLeast, plural } from '@/lib/format'
import { useCategories } from '../api/get-categories'
import {
  type CategorySort,
  type AdvancedFilters as Filters,
  hasAdvancedFilters,
  matchesAdvancedFilters,
  matchesCategoryText,
  noAdvancedFilters,
  sortCategories,
} from '../lib/filter-categories'
import { AdvancedFilters } from './advanced-filters'
import { CategoryCard, CategoryCardSkeleton } from './category-card'

const SKELETON_COUNT = 6

const toggleStyles =
  'flex size-9 items-center justify-center rounded-md text-muted hover:text-fg aria-pressed:bg-surface aria-pressed:text-fg aria-pressed:shadow-sm [&_svg]:size-4'

/** The /categories page: search, stats, sort, grid or list, Advanced Filters that filter. */
export function CategoriesExplorer() {
  const { data, error, mutate } = useCategories()
  const [text, setText] = useState('')
  const [sort, setSort] = useState<CategorySort>('alphabetical')
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [advancedOpen, setAdvancedOpen] = useState(false)
  const [filters, setFilters] = useState<Filters>(noAdvancedFilters)
  const advancedId = useId()

  const shown = data
    ? sortCategories(data, sort).filter(
        (category) => matchesCategoryText(category, text) && matchesAdvancedFilters(category, filters),
      )
    : undefined
  const clearSearch = () => {
    setText('')
    setFilters(noAdvancedFilters)
  }

  const stats = [
    { value: data ? `${data.length}+` : '…', label: 'Categories' },
    // The active tools of every category, rounded down so the claim stays true.
    {
      value: data ? formatAtLeast(data.reduce((sum, category) => sum + category.tool_count, 0)) : '…',
      label: 'AI Tools',
    },
    { value: '100%', label: 'Curated Quality' },
  ]

  return (
    <div className="pb-20">
      <header className="bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-500/10">
        <div className={`${container} pt-12 pb-8 text-center sm:pt-16`}>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-5xl">Explore AI Tool Categories</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Every tool in our directory sorted by what it helps you do. Pick a category to see its tools.
          </p>
          <search className="mx-auto mt-8 block max-w-xl">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-zinc-400"
              />
              <input
                type="search"
                aria-label="Search categories"
                placeholder="Search categories, e.g. video, writing, agents…"
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="h-12 w-full rounded-xl border border-line bg-surface pr-4 pl-12 text-base text-fg shadow-sm placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
              />
            </div>
          </search>
          <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-line bg-surface/80 px-3 py-4">
                <dt className="text-xs text-muted sm:text-sm">{stat.label}</dt>
                <dd className="order-first text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className={`${container} mt-6`}>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="mr-auto text-sm font-medium text-fg">
            {shown ? `${plural(shown.length, 'category', 'categories')}` : ''}
          </p>
          <div className="w-44">
            <Select
              label="Sort by"
              value={sort}
              onValueChange={(value) => setSort(value as CategorySort)}
              options={[
                { value: 'alphabetical', label: 'Alphabetical' },
                { value: 'popular', label: 'Most Popular' },
              ]}
            />
          </div>
          <fieldset className="flex rounded-lg bg-subtle p-0.5">
            <legend className="sr-only">Layout</legend>
            <button
              type="button"
              aria-label="Grid view"
              aria-pressed={view === 'grid'}
              className={toggleStyles}
              onClick={() => setView('grid')}
            >
              <LayoutGrid aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="List view"
              aria-pressed={view === 'list'}
              className={toggleStyles}
              onClick={() => setView('list')}
            >
              <List aria-hidden="true" />
            </button>
          </fieldset>
          <button
            type="button"
            className={`${buttonStyles.secondary} h-10`}
            aria-expanded={advancedOpen}
            aria-controls={advancedId}
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Advanced Filters
            {hasAdvancedFilters(filters) && (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Active</span>
            )}
          </button>
        </div>
        {advancedOpen && (
          <div className="mt-4">
            <AdvancedFilters id={advancedId} applied={filters} onApply={setFilters} />
          </div>
        )}

        <div className="mt-6">
          {/* Opens the list in the heading outline: the cards' names are h3s. */}
          <h2 className="sr-only">All categories</h2>
          {error && !data ? (
            <LoadError what="categories" onRetry={() => void mutate()} />
          ) : !shown ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <li key={index}>
                  <CategoryCardSkeleton />
                </li>
              ))}
            </ul>
          ) : shown.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No categories found"
              hint="Try a different word or loosen the filters."
              action={
                <button type="button" className={buttonStyles.secondary} onClick={clearSearch}>
                  Clear Search
                </button>
              }
            />
          ) : (
            <ul className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3'}>
              {shown.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} layout={view} />
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="mt-16 flex flex-col items-center gap-4 rounded-3xl border border-line bg-subtle/40 px-6 py-10 text-center">
          <h2 className="text-2xl font-semibold tracking-tight">Not sure where to start?</h2>
          <p className="max-w-xl text-muted">
            Browse the whole directory, or describe your project and let us build a kit.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.tools.href()} className={buttonStyles.secondary}>
              Browse All AI Tools
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
              <WandSparkles aria-hidden="true" />
              Try the Magic Kit Builder
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}
