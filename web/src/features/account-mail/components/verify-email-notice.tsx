import { MailWarning } from 'lucide-react'
import { useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { sessionKey } from '@/components/auth/current-user'
import { FormError } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { submitErrorMessage } from '@/lib/form-errors'
import { resendVerificationEmail } from '../api/verify-email'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

/**
 * The dashboard's 'Verify your email' notice for an email sign-up whose address is not proven yet, with a
 * button that mails a fresh link (the API limits how often).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const { mutate } = useSWRConfig()
  const headingId = useId()

  async function resend() {
    setState({ kind: 'sending' })
    try {
      const { email_verified } = await resendVerificationEmail()
      // Verified meanwhile (the link opened in another tab): re-read the user, and the notice goes.
      if (email_verified) await mutate(sessionKey)
      else setState({ kind: 'sent' })
    } catch (error) {
      setState({
        kind: 'failed',
        message: submitErrorMessage(error, {
          fallback: 'Could not send the link right now. Please try again.',
          network: 'Network error. Please try again.',
        }),
      })
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-start dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-600 dark:text-amber-300" />
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id={headingId} className="font-semibold text-fg">
          Verify your email
        </h2>
        <p className="text-sm text-muted">
          We emailed a link to <span className="font-medium text-fg">{email}</span>. Open it to confirm your address, so
          you can always get back into your account.
        </p>
        {state.kind === 'sent' && (
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
            We sent a new link. It may take a minute to arrive; check your spam folder too.
          </p>
        )}
        {state.kind === 'failed' && <FormError>{state.message}</FormError>}
      </div>
      <button
        type="button"
        onClick={resend}
        disabled={state.kind === 'sending'}
        className={`${buttonStyles.secondary} shrink-0`}
      >
        {state.kind === 'sending' ? 'Sending...' : 'Resend link'}
      </button>
    </section>
  )
}
