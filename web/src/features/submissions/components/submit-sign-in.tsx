import { LogIn } from 'lucide-react'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { buttonStyles, cardStyles } from '@/components/ui/styles'

/** /submit for a visitor: why an account is needed. The sign-in dialog opens over this page, which stays. */
export function SubmitSignIn() {
  const { openAuth } = useAuthPrompt()
  return (
    <div className={`${cardStyles} p-6 sm:p-8`}>
      <h2 className="text-xl font-semibold tracking-tight text-fg">Sign in to submit your tool</h2>
      <p className="mt-2 max-w-xl text-muted">
        Submissions are tied to an account so you can save a draft, come back to it, and hear from our reviewers. Each
        one is checked by a person before it is listed.
      </p>
      <div className="mt-6">
        <button type="button" className={buttonStyles.primary} onClick={() => openAuth('sign-in')}>
          <LogIn aria-hidden="true" />
          Sign in to submit
        </button>
      </div>
    </div>
  )
}
