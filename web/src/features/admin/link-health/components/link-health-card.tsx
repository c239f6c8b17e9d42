import { Archive, ArchiveRestore, ArrowRight, ImageOff, Pencil, RefreshCw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatShortDateTime, plural } from '@/lib/format'
import type { LinkAction, LinkHealthEntry } from '../api/link-health'
import { LinkStatusBadge } from './link-status-badge'

type LinkHealthCardProps = {
  entry: LinkHealthEntry
  /** The action in flight on this tool, if any: its button says so and the others wait. */
  busy: LinkAction | null
  onAction: (action: LinkAction) => void
}

const when = (iso: string | null) => (iso ? formatShortDateTime(iso) : 'never')

/** One tool's link: what the last check found, and what an admin can do about it. */
export function LinkHealthCard({ entry, busy, onAction }: LinkHealthCardProps) {
  const name = entry.name
  const discontinued = entry.discontinued_at !== null
  return (
    <article aria-label={name} className={`${cardStyles} p-5`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold text-fg">
          <Link to={paths.tool.href(entry.slug)} className="hover:underline">
            {name}
          </Link>
        </h2>
        <LinkStatusBadge status={entry.link_status} />
        {discontinued && <span className="text-sm text-muted">Discontinued {when(entry.discontinued_at)}</span>}
      </header>
      <p className="mt-2 text-sm break-all text-muted">{entry.website_url}</p>
      {entry.final_url && (
        <p className="mt-1 flex items-start gap-1.5 text-sm break-all text-fg">
          <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            <span className="sr-only">Redirects to </span>
            {entry.final_url}
          </span>
        </p>
      )}
      {entry.problem && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{entry.problem}</p>}
      {entry.logo_problem && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-fg">
          <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>No logo from its site: {entry.logo_problem} Upload one with Edit tool.</span>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline text-muted">Last checked: </dt>
          <dd className="inline text-fg">{when(entry.checked_at)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Last OK: </dt>
          <dd className="inline text-fg">{when(entry.ok_at)}</dd>
        </div>
        {entry.failed_days > 0 && (
          <div>
            <dt className="inline text-muted">Failed on: </dt>
            <dd className="inline text-fg">{plural(entry.failed_days, 'day')}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {entry.link_status === 'redirected' && !discontinued && (
          <ActionButton action="use-final-url" label="Use final URL" icon={ArrowRight} {...{ name, busy, onAction }} />
        )}
        <ActionButton
          action="check"
          label="Check now"
          busyLabel="Checking…"
          icon={RefreshCw}
          {...{ name, busy, onAction }}
        />
        <Link to={paths.adminTools.href(entry.tool_id)} className={buttonStyles.small} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit tool
        </Link>
        {discontinued ? (
          <ActionButton action="restore" label="List again" icon={ArchiveRestore} {...{ name, busy, onAction }} />
        ) : (
          <ActionButton action="discontinue" label="Mark discontinued" icon={Archive} {...{ name, busy, onAction }} />
        )}
      </div>
    </article>
  )
}

type ActionButtonProps = Pick<LinkHealthCardProps, 'busy' | 'onAction'> & {
  action: LinkAction
  name: string
  label: string
  busyLabel?: string
  icon: typeof RefreshCw
}

function ActionButton({ action, name, label, busyLabel, icon: Icon, busy, onAction }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={buttonStyles.small}
      aria-label={`${label}: ${name}`}
      disabled={busy !== null}
      onClick={() => onAction(action)}
    >
      <Icon aria-hidden="true" className={busy === action && action === 'check' ? 'animate-spin' : undefined} />
      {busy === action && busyLabel ? busyLabel : label}
    </button>
  )
}
