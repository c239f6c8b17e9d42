import { formatShortDateTime } from '@/lib/format'
import type { AdminSubmissionDetail } from '../api/admin-submissions'

/** When the submission was started, sent to the queue and decided, and its place in line while it waits. */
export function SubmissionTimeline({ submission }: { submission: AdminSubmissionDetail }) {
  const steps = [
    { label: 'Created', at: submission.created_at },
    { label: 'Submitted', at: submission.submitted_at },
    { label: 'Decided', at: submission.decided_at },
  ]
  return (
    <>
      <ol className="space-y-2 text-sm">
        {steps.map(({ label, at }) => (
          <li key={label} className="flex justify-between gap-3">
            <span className="text-muted">{label}</span>
            {at ? <time dateTime={at}>{formatShortDateTime(at)}</time> : <span className="text-muted">—</span>}
          </li>
        ))}
      </ol>
      {submission.queue_position !== null && (
        <p className="mt-3 text-sm text-muted">Number {submission.queue_position} in the queue.</p>
      )}
    </>
  )
}
