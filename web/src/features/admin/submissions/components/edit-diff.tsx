import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { AdminSubmissionDetail } from '../api/admin-submissions'
import { notGiven, OutLink } from './out-link'

type EditedTool = NonNullable<AdminSubmissionDetail['current_tool']>

/** The facts an edit request may change, in the order the listing shows them. */
const FACTS = [
  { field: 'pricing_model', label: 'Pricing' },
  { field: 'free_credit_info', label: 'Free credits' },
] as const

type EditDiffProps = { submission: AdminSubmissionDetail; current: EditedTool }

/**
 * A maker's edit request of a listed tool: each fact it changes, the listing's value beside the proposed one
 * (compared with the tool as it is now), and the page the maker cites for it.
 */
export function EditDiff({ submission, current }: EditDiffProps) {
  const changed = FACTS.filter(({ field }) => submission[field] !== current[field])
  return (
    <div className="space-y-4 text-sm">
      <p className="text-muted">
        Proposed by the verified maker of{' '}
        <Link
          to={paths.tool.href(current.slug)}
          className="font-medium text-fg hover:text-brand-700 hover:underline dark:hover:text-brand-300"
        >
          {current.name}
        </Link>
        . Approving applies it to the listing.
      </p>
      {changed.length === 0 ? (
        <p className="text-fg">The listing already says this: approving changes nothing.</p>
      ) : (
        <dl aria-label="Changes" className="divide-y divide-line rounded-xl border border-line">
          <div
            aria-hidden="true"
            className="hidden gap-4 px-4 py-2 text-xs font-medium text-muted sm:grid sm:grid-cols-[8rem_1fr_1fr]"
          >
            <span>Field</span>
            <span>Current</span>
            <span>Proposed</span>
          </div>
          {changed.map(({ field, label }) => (
            <div key={field} className="grid gap-2 px-4 py-3 sm:grid-cols-[8rem_1fr_1fr] sm:gap-4">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="min-w-0 break-words text-fg">
                <span className="text-xs text-muted sm:hidden">Current: </span>
                {current[field] === null ? notGiven : <del className="decoration-red-500/60">{current[field]}</del>}
              </dd>
              <dd className="min-w-0 break-words text-fg">
                <span className="text-xs text-muted sm:hidden">Proposed: </span>
                {submission[field] === null ? (
                  notGiven
                ) : (
                  <ins className="rounded bg-emerald-50 px-1 no-underline dark:bg-emerald-500/10">
                    {submission[field]}
                  </ins>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {submission.source_url && (
        <p className="flex flex-wrap gap-x-2">
          <span className="font-medium text-muted">Source</span>
          <OutLink href={submission.source_url}>{submission.source_url}</OutLink>
        </p>
      )}
    </div>
  )
}
