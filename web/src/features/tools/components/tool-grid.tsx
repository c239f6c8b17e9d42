import type { ReactNode } from 'react'
import { ToolCardSkeleton } from './tool-card'

/**
 * The responsive grid every list of tool cards uses: 1 column on phones, up to 3 on wide screens. Explicit columns
 * (minmax(0, 1fr)) keep a card with a long unbroken tag inside the screen instead of widening the grid.
 */
export function ToolGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  )
}

/** Three cards' shapes while a list of tools loads. */
export function ToolGridSkeleton() {
  return (
    <ToolGrid>
      {[1, 2, 3].map((key) => (
        <li key={key}>
          <ToolCardSkeleton />
        </li>
      ))}
    </ToolGrid>
  )
}
