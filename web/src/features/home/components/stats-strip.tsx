import { Boxes, Layers, LayoutGrid } from 'lucide-react'
import { CarouselDots } from '@/components/carousel/carousel-controls'
import { useCarousel } from '@/components/carousel/use-carousel'
import type { CatalogStats } from '@/lib/api-types'
import { formatAtLeast, formatCount } from '@/lib/format'
import { desktopQuery, useMediaQuery } from '@/lib/use-media-query'
import { useCatalogStats } from '../api/get-catalog-stats'

type StatCard = { value: string | null; label: string; icon: typeof Boxes }

/** The catalog's real size, rounded down so the claim stays true; no value until it has loaded. */
function statCards(stats: CatalogStats | undefined): StatCard[] {
  return [
    { value: stats ? formatAtLeast(stats.tools) : null, label: 'Curated AI Tools', icon: Boxes },
    { value: stats ? formatAtLeast(stats.bundles) : null, label: 'Expert Bundles', icon: Layers },
    { value: stats ? formatCount(stats.categories) : null, label: 'Categories', icon: LayoutGrid },
  ]
}

/** On phones the stats turn every 4 s and wait 5 s after a touch. */
const carouselTiming = { autoAdvanceMs: 4_000, resumeAfterMs: 5_000 }

function Stat({ stat }: { stat: StatCard }) {
  const Icon = stat.icon
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface px-5 py-4 shadow-xs">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="flex flex-col">
        {/* A blank of the value's height while loading, so the card does not grow when it comes. */}
        <span className="min-h-8 text-2xl font-semibold tracking-tight text-fg">{stat.value ?? '\u00a0'}</span>
        <span className="text-sm text-muted">{stat.label}</span>
      </p>
    </div>
  )
}

export function StatsStrip() {
  const desktop = useMediaQuery(desktopQuery)
  const stats = statCards(useCatalogStats().data)
  if (desktop) {
    return (
      <ul aria-label="Kitly in numbers" className="grid grid-cols-3 gap-4">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Stat stat={stat} />
          </li>
        ))}
      </ul>
    )
  }
  return <StatsCarousel stats={stats} />
}

function StatsCarousel({ stats }: { stats: StatCard[] }) {
  const { viewportRef, selected, snapCount, goTo, holdProps } = useCarousel(carouselTiming)
  return (
    <section aria-roledescription="carousel" aria-label="Kitly in numbers" {...holdProps}>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex touch-pan-y">
          {stats.map((stat, index) => (
            <li
              key={stat.label}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${stats.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-0.5"
            >
              <Stat stat={stat} />
            </li>
          ))}
        </ul>
      </div>
      {/* The dots' height, held until the carousel has measured its slides. */}
      <div className="mt-3 min-h-6">
        <CarouselDots count={snapCount} selected={selected} onSelect={goTo} slideName="stat" />
      </div>
    </section>
  )
}
