import { ArrowRight } from 'lucide-react'
import { useDeferredValue } from 'react'
import { Link } from 'react-router-dom'
import { CarouselArrow, CarouselDots } from '@/components/carousel/carousel-controls'
import { useCarousel } from '@/components/carousel/use-carousel'
import { buttonStyles, renderedWhenNear, sectionTitleStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Tool } from '@/lib/api-types'
import { desktopQuery, useMediaQuery } from '@/lib/use-media-query'
import { useTools } from '../../api/get-tools'
import { ToolCard, ToolCardSkeleton } from '../tool-card'
import { ToolGrid } from '../tool-grid'

/** 6 similar tools; on phones they turn every 4 s and wait 6 s after a touch; a 50 px swipe turns. */
const SIMILAR_LIMIT = 6
const carouselTiming = { autoAdvanceMs: 4_000, resumeAfterMs: 6_000, swipeThresholdPx: 50 }

type SimilarToolsProps = {
  tool: Pick<Tool, 'id' | 'name' | 'slug' | 'category_id' | 'category_name' | 'category_slug'>
}

/** 'You Might Also Like': other tools of the same category; hidden when there are none. */
export function SimilarTools({ tool }: SimilarToolsProps) {
  const desktop = useMediaQuery(desktopQuery)
  const { data: fetched } = useTools(
    tool.category_id ? { category_id: tool.category_id, limit: SIMILAR_LIMIT, exclude: tool.id } : null,
  )
  // Rendered in the background, in slices between frames: below the fold, it need not hold up the page (the mobile
  // Lighthouse goal, bench/src/goals.ts).
  const data = useDeferredValue(fetched)
  if (!tool.category_id || data?.items.length === 0) return null
  const categoryHref = tool.category_slug ? paths.tools.href({ category: tool.category_slug }) : paths.tools.href()

  return (
    // Far below the fold on a first load: the browser renders it when it nears the screen.
    <section aria-labelledby="similar-tools" className={`border-t border-line pt-12 ${renderedWhenNear(30)}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="similar-tools" className={sectionTitleStyles}>
          You Might Also Like
        </h2>
        <div className="flex flex-wrap gap-2">
          {/* Alike across categories too (shared tags), ranked, with why each is alike. */}
          <Link to={paths.toolAlternatives.href(tool.slug)} className={buttonStyles.secondary}>
            See all {tool.name} alternatives
            <ArrowRight aria-hidden="true" />
          </Link>
          {desktop && data && data.total > SIMILAR_LIMIT && (
            <Link to={categoryHref} className={buttonStyles.secondary}>
              View All {tool.category_name} Tools
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
      <div className="mt-6">
        {!data ? (
          <ToolGrid>
            {Array.from({ length: desktop ? 3 : 1 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={index}>
                <ToolCardSkeleton />
              </li>
            ))}
          </ToolGrid>
        ) : desktop ? (
          <ToolGrid>
            {data.items.map((similar) => (
              <li key={similar.id}>
                <ToolCard tool={similar} />
              </li>
            ))}
          </ToolGrid>
        ) : (
          <SimilarToolsCarousel tools={data.items} categoryHref={categoryHref} />
        )}
      </div>
    </section>
  )
}

function SimilarToolsCarousel({ tools, categoryHref }: { tools: readonly Tool[]; categoryHref: string }) {
  const { viewportRef, selected, snapCount, goTo, next, previous, holdProps } = useCarousel(carouselTiming)
  return (
    <section aria-roledescription="carousel" aria-label="Similar tools" {...holdProps}>
      <div ref={viewportRef} className="-mx-2 overflow-hidden px-2 py-3">
        <ul className="flex touch-pan-y">
          {tools.map((tool, index) => (
            <li
              key={tool.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${tools.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <CarouselArrow direction="previous" label="Previous tool" onClick={previous} />
        <CarouselDots count={snapCount} selected={selected} onSelect={goTo} slideName="tool" />
        <CarouselArrow direction="next" label="Next tool" onClick={next} />
      </div>
      <div className="mt-4 text-center">
        <Link to={categoryHref} className={buttonStyles.secondary}>
          Explore More
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  )
}
