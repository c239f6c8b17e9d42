import { SUBMISSION_REJECT_REASON_LABELS } from '@kitly/api/field-rules'
import { ExternalLink, Pencil } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router-dom'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { formatShortDate } from '@/lib/format'
import type { Submission } from '../api/submissions'
import { queuePlace, STATE_BADGES } from '../lib/submission-status'

/** One of the maker's submissions: where it stands and the one thing to do next. */
export function SubmissionCard({ submission }: { submission: Submission }) {
  const headingId = useId()
  const badge = STATE_BADGES[submission.state]
  const title = submission.name ?? submission.registrable_domain
  return (
    <article aria-labelledby={headingId} className={`${cardStyles} space-y-3 p-5`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold text-fg">
            {title}
          </h2>
          <a
            href={submission.website_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="block truncate text-sm text-muted hover:text-fg hover:underline"
          >
            {submission.registrable_domain}
          </a>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${badge.tone}`}>{badge.label}</span>
      </div>
      <SubmissionProgress submission={submission} />
    </article>
  )
}

function SubmissionProgress({ submission }: { submission: Submission }) {
  const title = submission.name ?? submission.registrable_domain
  switch (submission.state) {
    case 'draft':
      return (
        <Footer note={`Started ${formatShortDate(submission.created_at)}. Not sent yet.`}>
          <Link
            to={paths.submit.href(submission.id)}
            className={buttonStyles.small}
            aria-label={`Continue editing ${title}`}
          >
            <Pencil aria-hidden="true" />
            Continue editing
          </Link>
        </Footer>
      )
    case 'submitted':
    case 'in_review':
      return (
        <Footer
          note={[
            submission.state === 'in_review' ? 'A reviewer is looking at it.' : null,
            submission.queue_position ? `${queuePlace(submission.queue_position)}.` : null,
            submission.submitted_at ? `Sent ${formatShortDate(submission.submitted_at)}.` : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )
    case 'changes_requested':
      return (
        <>
          {submission.reviewer_message && (
            <blockquote className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-amber-950 dark:bg-amber-500/10 dark:text-amber-100">
              {submission.reviewer_message}
            </blockquote>
          )}
          <Footer note="The reviewers asked for changes.">
            <Link
              to={paths.submit.href(submission.id)}
              className={buttonStyles.small}
              aria-label={`Edit and resubmit ${title}`}
            >
              <Pencil aria-hidden="true" />
              Edit and resubmit
            </Link>
          </Footer>
        </>
      )
    case 'approved':
      return (
        <Footer note="Approved and listed. Thank you!">
          {submission.tool_slug && (
            <Link to={paths.tool.href(submission.tool_slug)} className={buttonStyles.small}>
              <ExternalLink aria-hidden="true" />
              See {title} live
            </Link>
          )}
        </Footer>
      )
    case 'rejected':
      return (
        <div className="text-sm text-fg">
          <p>
            <span className="font-medium">Reason: </span>
            {submission.reject_reason ? SUBMISSION_REJECT_REASON_LABELS[submission.reject_reason] : 'Not given'}
          </p>
          {submission.reject_text && <p className="mt-1 whitespace-pre-line text-muted">{submission.reject_text}</p>}
        </div>
      )
  }
}

function Footer({ note, children }: { note: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{note}</p>
      {children}
    </div>
  )
}
