import type { ReactNode } from 'react'

/** The responsive grid every list of tool cards uses: 1 column on phones, up to 3 on wide screens. */
export function ToolGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  )
}
