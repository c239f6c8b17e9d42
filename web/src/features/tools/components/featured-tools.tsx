import { Sparkles } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { useTools } from '../api/get-tools'
import { ToolCard, ToolCardSkeleton } from './tool-card'
import { ToolGrid } from './tool-grid'

/** 6 featured tools on the home page. */
const FEATURED_LIMIT = 6

/** Featured AI Tools on the home page, each with the FEATURED badge. */
export function FeaturedTools() {
  // The home page asks past any cache (`_t`), once per visit of the page.
  const [cacheBuster] = useState(() => Date.now())
  const { data: fetched, error, mutate } = useTools({ featured: true, limit: FEATURED_LIMIT, _t: cacheBuster })
  // Rendered in the background, in slices between frames: below the fold, it need not hold up the page (the mobile
  // Lighthouse goal, bench/src/goals.ts).
  const data = useDeferredValue(fetched)
  if (error && !data) return <LoadError what="featured tools" onRetry={() => void mutate()} />
  if (data?.items.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No Featured Tools Yet"
        hint="Our editors are picking the standouts. Browse the full directory in the meantime."
      />
    )
  }
  return (
    <ToolGrid label="Featured AI Tools">
      {data
        ? data.items.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} featured />
            </li>
          ))
        : Array.from({ length: FEATURED_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <li key={index}>
              <ToolCardSkeleton />
            </li>
          ))}
    </ToolGrid>
  )
}
