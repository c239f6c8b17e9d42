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
}

/** What a list shows when it has nothing (or failed to load): an icon, a title, a hint, one way out. */
export function EmptyState({ icon: Icon, title, hint, action, role = 'status' }: EmptyStateProps) {
  return (
    <div
      role={role}
      className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-subtle text-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
      {hint && <p className="mt-1 max-w-md text-sm text-muted">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
