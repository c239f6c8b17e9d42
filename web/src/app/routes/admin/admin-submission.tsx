import { useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { SubmissionDetail } from '@/features/admin/submissions/components/submission-detail'

export function AdminSubmissionRoute() {
  usePageMeta({ title: pageTitle('Submission - Admin') })
  const { id = '' } = useParams()
  // A new submission is a new page: nothing typed in one submission's dialogs carries over to the next.
  return <SubmissionDetail key={id} id={Number(id)} />
}
