import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useAdminCategories } from '../../categories/api/admin-categories'
import { useAdminSubmission } from '../api/admin-submissions'
import { submissionName } from '../lib/submission-states'
import { EditDiff } from './edit-diff'
import { PossibleDuplicates } from './possible-duplicates'
import { SubmissionDecisions } from './submission-decisions'
import { SubmissionFields } from './submission-fields'
import { SubmissionOutcome } from './submission-outcome'
import { SubmissionStateBadge } from './submission-state-badge'
import { SubmissionTimeline } from './submission-timeline'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={`${cardStyles} p-5`}>
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  )
}

const backLink = (
  <Link
    to={paths.adminSubmissions.href()}
    className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg [&_svg]:size-4"
  >
    <ArrowLeft aria-hidden="true" />
    All submissions
  </Link>
)

/**
 * /admin/submissions/{id}: one submission as its maker sent it, what may repeat it, and the decisions on it; for
 * a maker's edit request of a listed tool, the changes it proposes instead.
 */
export function SubmissionDetail({ id }: { id: number }) {
  const { data: submission, error, mutate } = useAdminSubmission(id)
  const { data: categories } = useAdminCategories()
  // An id that is not a number (400) is as missing as one that is.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <div className="space-y-4">
        {backLink}
        <h1 className="text-2xl font-semibold text-fg">Submission not found</h1>
      </div>
    )
  }
  if (error) return <LoadError headingLevel={1} what="the submission" onRetry={() => void mutate()} />
  if (!submission) return <Skeleton className="h-96 w-full rounded-2xl" />
  const category = categories?.find((each) => each.id === submission.category_id)

  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-fg">{submissionName(submission)}</h1>
        <SubmissionStateBadge state={submission.state} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Decision">
            <SubmissionDecisions submission={submission} />
            <div className="mt-4 empty:hidden">
              <SubmissionOutcome submission={submission} />
            </div>
          </Panel>
          {submission.current_tool ? (
            <Panel title="Proposed changes">
              <EditDiff submission={submission} current={submission.current_tool} />
            </Panel>
          ) : (
            <Panel title="As the maker sent it">
              <SubmissionFields submission={submission} categoryName={category?.name ?? null} />
            </Panel>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <Panel title="Maker">
            <p className="text-sm font-medium text-fg">{submission.owner_name ?? 'No name'}</p>
            <p className="text-sm break-all text-muted">{submission.owner_email}</p>
          </Panel>
          <Panel title="Timeline">
            <SubmissionTimeline submission={submission} />
          </Panel>
          {!submission.current_tool && (
            <Panel title="Possible duplicates">
              <PossibleDuplicates duplicates={submission.possible_duplicates} />
            </Panel>
          )}
        </div>
      </div>
    </div>
  )
}
