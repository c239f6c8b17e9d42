import { Plus, Send } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useOwnSubmissions } from '../api/submissions'
import { SubmissionCard } from './submission-card'

const submitLink = (
  <Link to={paths.submit.href()} className={buttonStyles.primary}>
    <Plus aria-hidden="true" />
    Submit a tool
  </Link>
)

/** The maker's submissions, newest first, each with where it stands. */
export function SubmissionList() {
  const { data, error, mutate } = useOwnSubmissions()
  if (error) return <LoadError what="your submissions" onRetry={() => mutate()} />
  if (!data) {
    return (
      <div className="space-y-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    )
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={Send}
        headingLevel={2}
        title="No submissions yet"
        hint="Made an AI tool? Submit it and our reviewers will take a look."
        action={submitLink}
      />
    )
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">{submitLink}</div>
      <ul aria-label="Your submissions" className="space-y-4">
        {data.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard submission={submission} />
          </li>
        ))}
      </ul>
    </div>
  )
}
