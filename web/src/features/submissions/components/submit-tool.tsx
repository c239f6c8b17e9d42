import { FileQuestion, Inbox } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { PageSpinner } from '@/components/auth/require-signed-in'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { type Submission, submissionKey, useSubmission } from '../api/submissions'
import { isEditable, queuePlace, STATE_BADGES } from '../lib/submission-status'
import { ReviewerMessage } from './reviewer-message'
import { SubmissionForm } from './submission-form'
import { SubmitUrlStep } from './submit-url-step'

const yourSubmissions = (
  <Link to={paths.dashboardSubmissions.href()} className={buttonStyles.secondary}>
    Your submissions
  </Link>
)

/** /submit: the website first, then (at `?id=`) the draft's form, so a reload or a later visit reopens it. */
export function SubmitTool({ id }: { id: number | null }) {
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  if (id === null) {
    return (
      <SubmitUrlStep
        onStarted={async (draft) => {
          await mutate(submissionKey(draft.id), draft, { revalidate: false })
          navigate(paths.submit.href(draft.id))
        }}
      />
    )
  }
  return (
    <SubmissionEditor
      id={id}
      onSubmitted={(sent) => {
        const place = sent.queue_position ? ` ${queuePlace(sent.queue_position)}.` : ''
        toast.success(`Sent for review.${place}`)
        navigate(paths.dashboardSubmissions.href())
      }}
    />
  )
}

function SubmissionEditor({ id, onSubmitted }: { id: number; onSubmitted: (sent: Submission) => void }) {
  const { data: submission, error } = useSubmission(id)
  if (error) {
    return (
      <EmptyState
        icon={FileQuestion}
        role="alert"
        title="Submission not found"
        hint="It may belong to another account. Your own submissions are all on your dashboard."
        action={yourSubmissions}
      />
    )
  }
  if (!submission) return <PageSpinner label="Loading your submission" />
  if (!isEditable(submission.state)) {
    return (
      <EmptyState
        icon={Inbox}
        title={`${submission.name ?? submission.registrable_domain}: ${STATE_BADGES[submission.state].label.toLowerCase()}`}
        hint="It can be edited only as a draft or when the reviewers ask for changes."
        action={yourSubmissions}
      />
    )
  }
  return (
    <div className="space-y-6">
      {submission.state === 'changes_requested' && submission.reviewer_message && (
        <ReviewerMessage message={submission.reviewer_message} />
      )}
      <SubmissionForm key={submission.id} submission={submission} onSubmitted={onSubmitted} />
    </div>
  )
}
