import { Link } from 'react-router-dom'
import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { SubmissionList } from '@/features/submissions/components/submission-list'

export function SubmissionsRoute() {
  usePageMeta({ title: pageTitle('Your Submissions') })
  return (
    <RequireSignedIn>
      {() => (
        <div className={`${container} max-w-3xl space-y-8 py-8 sm:py-12`}>
          <header>
            <Link to={paths.dashboard.href()} className="text-sm text-muted hover:text-fg">
              ← Dashboard
            </Link>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Your submissions</h1>
            <p className="mt-2 text-muted">The tools you submitted and where each one stands.</p>
          </header>
          <SubmissionList />
        </div>
      )}
    </RequireSignedIn>
  )
}
