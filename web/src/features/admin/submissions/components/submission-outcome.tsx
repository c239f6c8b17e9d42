import { SUBMISSION_REJECT_REASON_LABELS } from '@kitly/api/schemas'
import { ExternalLink, Pencil } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { AdminSubmission } from '../api/admin-submissions'

const noteStyles = 'mt-2 rounded-lg bg-subtle/60 px-3 py-2 text-sm whitespace-pre-line text-fg'

/**
 * What was decided and told to the maker: the listing an approval made (or changed, for an edit request), the
 * changes asked, the rejection's reason.
 */
export function SubmissionOutcome({ submission }: { submission: AdminSubmission }) {
  const { tool_id: toolId, tool_slug: toolSlug } = submission
  if (submission.state === 'approved' && toolId !== null && toolSlug !== null) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-fg">Listed on the site.</p>
        <Link to={paths.tool.href(toolSlug)} className={buttonStyles.small}>
          <ExternalLink aria-hidden="true" />
          View tool page
        </Link>
        <Link to={paths.adminTools.href(toolId)} className={buttonStyles.small}>
          <Pencil aria-hidden="true" />
          Edit in AI Tools
        </Link>
      </div>
    )
  }
  if (submission.state === 'approved' && submission.edit_of_slug !== null) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-fg">Applied to the listing.</p>
        <Link to={paths.tool.href(submission.edit_of_slug)} className={buttonStyles.small}>
          <ExternalLink aria-hidden="true" />
          View tool page
        </Link>
      </div>
    )
  }
  if (submission.state === 'changes_requested' && submission.reviewer_message) {
    return (
      <div>
        <p className="text-sm text-muted">Changes asked of the maker:</p>
        <p className={noteStyles}>{submission.reviewer_message}</p>
      </div>
    )
  }
  if (submission.state === 'rejected' && submission.reject_reason) {
    return (
      <div>
        <p className="text-sm text-fg">Reason: {SUBMISSION_REJECT_REASON_LABELS[submission.reject_reason]}</p>
        {submission.reject_text && <p className={noteStyles}>{submission.reject_text}</p>}
      </div>
    )
  }
  return null
}
