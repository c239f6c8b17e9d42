import { Check, EyeOff, type LucideIcon, Pencil, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles, cardStyles, chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatShortDateTime, plural } from '@/lib/format'
import { REPORT_REASONS, reportReasonLabel } from '@/lib/report-reasons'
import { ActiveBadge } from '../../shell/components/status-badge'
import type { ReportDecision, ReportGroup, ReportState } from '../api/reports'

/** What an open report can become, as the card's buttons. */
const DECISIONS: readonly { decision: ReportDecision; label: string; icon: LucideIcon }[] = [
  { decision: 'resolved', label: 'Resolve', icon: Check },
  { decision: 'dismissed', label: 'Dismiss', icon: X },
]

type ReportGroupCardProps = {
  group: ReportGroup
  state: ReportState
  onDecide: (decision: ReportDecision) => void
  onDeactivate: () => void
}

/** One tool's reports: how many by reason, the latest notes, and what an admin can do about them. */
export function ReportGroupCard({ group, state, onDecide, onDeactivate }: ReportGroupCardProps) {
  const name = group.tool_name
  return (
    <article aria-label={name} className={`${cardStyles} p-5`}>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold text-fg">
          <Link to={paths.tool.href(group.tool_slug)} className="hover:underline">
            {name}
          </Link>
        </h2>
        <ActiveBadge active={group.tool_status === 'active'} />
        <p className="text-sm text-muted sm:ml-auto">
          {plural(group.report_count, 'report')} · latest {formatShortDateTime(group.latest_at)}
        </p>
      </header>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Reports by reason">
        {REPORT_REASONS.filter(({ value }) => group.reasons[value] > 0).map(({ value, label }) => (
          <li key={value} className={chipStyles}>
            {label}: {group.reasons[value]}
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-2 text-sm" aria-label="Latest reports">
        {group.latest.map((report) => (
          <li key={report.id} className="rounded-lg bg-subtle/60 px-3 py-2">
            <p className="text-xs text-muted">
              {reportReasonLabel(report.reason)} · {formatShortDateTime(report.created_at)}
            </p>
            <p className={`mt-0.5 break-words ${report.note ? 'text-fg' : 'text-muted italic'}`}>
              {report.note ?? 'No note'}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {state === 'open' &&
          DECISIONS.map(({ decision, label, icon: Icon }) => (
            <button
              key={decision}
              type="button"
              className={buttonStyles.small}
              aria-label={`${label} the reports on ${name}`}
              onClick={() => onDecide(decision)}
            >
              <Icon aria-hidden="true" />
              {label}
            </button>
          ))}
        <Link to={paths.adminTools.href(group.tool_id)} className={buttonStyles.small} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit tool
        </Link>
        {group.tool_status === 'active' && (
          <button
            type="button"
            className={`${buttonStyles.small} hover:text-red-600`}
            aria-label={`Mark ${name} inactive`}
            onClick={onDeactivate}
          >
            <EyeOff aria-hidden="true" />
            Mark inactive
          </button>
        )}
      </div>
    </article>
  )
}
