import { ChevronLeft, ChevronRight } from 'lucide-react'

type DotsProps = {
  count: number
  selected: number
  onSelect: (index: number) => void
  /** What a slide is, for the dots' names: "Go to page 2". */
  slideName?: string
}

/** One dot per slide; the current one is marked for assistive technology with aria-current. */
export function CarouselDots({ count, selected, onSelect, slideName = 'slide' }: DotsProps) {
  if (count < 2) return null
  return (
    <div className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          // Dots have no identity beyond their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the dot
          key={index}
          type="button"
          aria-label={`Go to ${slideName} ${index + 1}`}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group flex size-6 items-center justify-center rounded-full"
        >
          <span
            className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand-600 dark:bg-brand-400' : 'w-2 bg-zinc-300 group-hover:bg-zinc-400 dark:bg-zinc-700'}`}
          />
        </button>
      ))}
    </div>
  )
}

type ArrowProps = { direction: 'previous' | 'next'; onClick: () => void; label: string }

export function CarouselArrow({ direction, onClick, label }: ArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-sm hover:bg-subtle"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}
