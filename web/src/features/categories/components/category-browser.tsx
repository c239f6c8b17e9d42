import { Search, SearchX } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { CarouselArrow, CarouselDots } from '@/components/carousel/carousel-controls'
import { useCarousel } from '@/components/carousel/use-carousel'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Select } from '@/components/ui/select'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import type { Category } from '@/lib/api-types'
import { desktopQuery, useMediaQuery } from '@/lib/use-media-query'
import { useCategories } from '../api/get-categories'
import { matchesCategoryText, sortCategories } from '../lib/filter-categories'
import { CategoryCard, CategoryCardSkeleton } from './category-card'

/** 8 cards on desktop, pages of 6 on phones. */
const DESKTOP_COUNT = 8
const MOBILE_PAGE_SIZE = 6
const allCategories = 'all'
/**
 * A compact card's height on the home page, whose loading state shows as the visitor scrolls to it: its three tags
 * wrap to a second line in a phone's narrow columns (nothing moves when the categories come).
 */
const compactCardHeight = 'min-h-[15.5rem] sm:min-h-[12rem] md:min-h-[11rem] lg:min-h-[12rem]'

/** The home page's Browse by Category. */
export function CategoryBrowser() {
  const desktop = useMediaQuery(desktopQuery)
  // The home page asks past any cache (`_t`), once per visit of the page.
  const [cacheBuster] = useState(() => Date.now())
  const { data: fetched, error, mutate } = useCategories({ _t: cacheBuster })
  // Rendered in the background, in slices between frames: below the fold, it need not hold up the page (the mobile
  // Lighthouse goal, bench/src/goals.ts).
  const data = useDeferredValue(fetched)
  if (error && !data) return <LoadError what="categories" onRetry={() => void mutate()} />
  const categories = data ? sortCategories(data, 'alphabetical') : undefined
  return desktop ? <CategoryGrid categories={categories} /> : <CategoryCarousel categories={categories} />
}

function CategoryGrid({ categories }: { categories: Category[] | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {(categories?.slice(0, DESKTOP_COUNT) ?? Array.from({ length: DESKTOP_COUNT }, () => null)).map(
        (category, index) => (
          <li key={category?.id ?? index} className={category ? '' : compactCardHeight}>
            {category ? <CategoryCard category={category} layout="compact" /> : <CategoryCardSkeleton />}
          </li>
        ),
      )}
    </ul>
  )
}

const pagesOf = <T,>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, page) => items.slice(page * size, page * size + size))

function CategoryCarousel({ categories }: { categories: Category[] | undefined }) {
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState(allCategories)
  const shown = (categories ?? []).filter(
    (category) => (chosen === allCategories || category.slug === chosen) && matchesCategoryText(category, text),
  )
  const pages = pagesOf(shown, MOBILE_PAGE_SIZE)
  const { viewportRef, selected, snapCount, goTo, next, previous } = useCarousel({ loop: false })
  const clear = () => {
    setText('')
    setChosen(allCategories)
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <div className="relative col-span-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <input
            type="search"
            aria-label="Search categories"
            placeholder="Search categories…"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              goTo(0)
            }}
            className={`${inputStyles} h-10 pl-9`}
          />
        </div>
        <Select
          label="Category"
          value={chosen}
          onValueChange={(value) => {
            setChosen(value)
            goTo(0)
          }}
          options={[
            { value: allCategories, label: 'All categories' },
            ...(categories ?? []).map((category) => ({ value: category.slug, label: category.name })),
          ]}
        />
        <button type="button" className={`${buttonStyles.secondary} h-10`} onClick={clear}>
          Clear
        </button>
      </div>
      {!categories ? (
        // A page of cards and the row of arrows and dots under it.
        <ul className="grid grid-cols-2 gap-3 py-1 pb-14">
          {Array.from({ length: MOBILE_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <li key={index} className={compactCardHeight}>
              <CategoryCardSkeleton />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No categories found"
          action={
            <button type="button" className={buttonStyles.secondary} onClick={clear}>
              Clear
            </button>
          }
        />
      ) : (
        <section aria-roledescription="carousel" aria-label="Categories">
          <div ref={viewportRef} className="overflow-hidden">
            <div className="flex touch-pan-y">
              {pages.map((page, index) => (
                <ul
                  key={page[0]?.id}
                  aria-roledescription="slide"
                  aria-label={`Page ${index + 1} of ${pages.length}`}
                  className="grid min-w-0 shrink-0 grow-0 basis-full auto-rows-fr grid-cols-2 gap-3 px-0.5 py-1"
                >
                  {page.map((category) => (
                    <li key={category.id}>
                      <CategoryCard category={category} layout="compact" />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
          {/* Known before the carousel's code is: the row is there from the first paint. */}
          {pages.length > 1 && (
            <div className="mt-4 flex items-center justify-between">
              <CarouselArrow direction="previous" label="Previous categories" onClick={previous} />
              <CarouselDots count={snapCount} selected={selected} onSelect={goTo} slideName="page" />
              <CarouselArrow direction="next" label="Next categories" onClick={next} />
            </div>
          )}
        </section>
      )}
    </div>
  )
}
