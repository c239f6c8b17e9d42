import { ToneBadge } from '../../shell/components/status-badge'
import type { LinkHealthEntry } from '../api/link-health'

type LinkStatus = NonNullable<LinkHealthEntry['link_status']>

const badges: Record<LinkStatus, { label: string; tone: string }> = {
  ok: { label: 'OK', tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300' },
  redirected: { label: 'Redirected', tone: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300' },
  failing: { label: 'Failing', tone: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300' },
  dead: { label: 'Dead', tone: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300' },
}

/** What the last check found, as a coloured label (the words carry it; the colour only helps scanning). */
export function LinkStatusBadge({ status }: { status: LinkHealthEntry['link_status'] }) {
  if (status === null) return <ToneBadge tone="bg-subtle text-muted">Not checked</ToneBadge>
  return <ToneBadge tone={badges[status].tone}>{badges[status].label}</ToneBadge>
}
