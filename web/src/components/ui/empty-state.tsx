import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type EmptyStateProps = {
  icon: LucideIcon
  title: string
  hint?: ReactNode
  /** A button or link that gets the visitor out of the empty state. */
  action?: ReactNode
  /** `alert` for failures, so screen readers announce them. */
  role?: 'status' | 'alert'
  /**
   * The title's heading level in the page's outline: 1 when the state is the whole page (a tool not found), 3 (the
   * default) inside a section or under a list's h2, so levels never skip.
   */
  headingLevel?: HeadingLevel
}

export type HeadingLevel = 1 | 2 | 3

/** What a list shows when it has nothing (or failed to load): an icon, a title, a hint, one way out. */
export function EmptyState({ icon: Icon, title, hint, action, role = 'status', headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      role={role}
      className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-subtle text-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-fg">{title}</Heading>
      {hint && <p className="mt-1 max-w-md text-sm text-muted">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
