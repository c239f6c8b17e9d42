import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { plural } from '@/lib/format'

type SavedListProps<T extends { id: number }> = {
  /** The account's list; undefined while it loads. */
  items: readonly T[] | undefined
  error: unknown
  onRetry: () => void
  /** One item as the count and messages name it: 'favorite bundle' → "2 favorite bundles". */
  noun: string
  empty: { icon: LucideIcon; hint: string; action: ReactNode }
  renderItem: (item: T) => ReactNode
  /** One placeholder card; three show while the list loads. */
  skeleton: ReactNode
}

/** One tab of Saved: the count and a grid of cards, three placeholders while loading, or its empty state. */
export function SavedList<T extends { id: number }>({
  items,
  error,
  onRetry,
  noun,
  empty,
  renderItem,
  skeleton,
}: SavedListProps<T>) {
  const nouns = `${noun}s`
  if (error) return <LoadError headingLevel={2} what={`your ${nouns}`} onRetry={onRetry} />
  if (items?.length === 0) {
    return <EmptyState headingLevel={2} title={`No ${nouns} yet`} {...empty} />
  }
  const label = nouns.charAt(0).toUpperCase() + nouns.slice(1)
  return (
    <div className="space-y-6">
      {/* Opens the list in the heading outline (the page's h1 is above): the cards' names are h3s. */}
      <h2 className="sr-only">Your {nouns}</h2>
      {items && (
        <p role="status" className="text-sm text-muted">
          {plural(items.length, noun)}
        </p>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={items ? label : undefined}>
        {items
          ? items.map((item) => <li key={item.id}>{renderItem(item)}</li>)
          : [1, 2, 3].map((key) => <li key={key}>{skeleton}</li>)}
      </ul>
    </div>
  )
}
