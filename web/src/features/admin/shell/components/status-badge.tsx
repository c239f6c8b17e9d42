import type { ReactNode } from 'react'
import type { Status } from './form-fields'

/** Active (green) or Inactive (grey): tools, bundles, users, admins. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${
        active ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300' : 'bg-subtle text-muted'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  )
}

export const StatusBadge = ({ status }: { status: Status }) => <ActiveBadge active={status === 'active'} />

/** A coloured label (`tone`: its Tailwind colours); the words carry the meaning, the colour only helps scanning. */
export function ToneBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>{children}</span>
}
