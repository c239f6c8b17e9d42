import { useSearchParams } from 'react-router-dom'
import { useCurrentUser } from '@/components/auth/current-user'
import { PageSpinner } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { SubmitSignIn } from '@/features/submissions/components/submit-sign-in'
import { SubmitTool } from '@/features/submissions/components/submit-tool'

/** `?id=` names one of the maker's submissions; anything else starts a new one. */
function submissionId(param: string | null): number | null {
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export function SubmitRoute() {
  usePageMeta({
    title: pageTitle('Submit a Tool'),
    description: 'Made an AI tool? Submit it to Kitly: our reviewers check every tool before it is listed.',
  })
  const { user, pending } = useCurrentUser()
  const [params] = useSearchParams()
  return (
    <div className={`${container} max-w-3xl space-y-8 py-8 sm:py-12`}>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Submit a tool</h1>
        <p className="mt-2 text-muted">
          Tell us about your AI tool. Your draft saves as you type; a reviewer checks it before it goes live.
        </p>
      </header>
      {pending ? (
        <PageSpinner label="Loading your account" />
      ) : user ? (
        <SubmitTool id={submissionId(params.get('id'))} />
      ) : (
        <SubmitSignIn />
      )}
    </div>
  )
}
