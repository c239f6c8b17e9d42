import { KeyRound, MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { FormError, TextField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { type FieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { requestPasswordReset } from '../api/password-reset'
import { validateEmail } from '../lib/validate'
import { MailLinkCard } from './mail-link-card'

/**
 * Forgot password: asks for the address and always answers the same (whether it has an account is
 * nobody's business), pointing the visitor to their inbox.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'email'>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateEmail(email)
    setErrors(found)
    setFormError(null)
    if (found.email) return
    setSubmitting(true)
    try {
      setSentMessage((await requestPasswordReset(email.trim())).message)
    } catch (error) {
      setFormError(
        submitErrorMessage(error, {
          fallback: 'Could not send the link right now. Please try again.',
          network: 'Network error. Please try again.',
        }),
      )
    } finally {
      setSubmitting(false)
    }
  }

  if (sentMessage) {
    return (
      <MailLinkCard icon={MailCheck} title="Check your inbox" role="status">
        <p className="text-sm leading-6 text-muted">{sentMessage}</p>
        <p className="mt-3 text-sm leading-6 text-muted">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-brand-600 hover:underline dark:text-brand-400"
            onClick={() => setSentMessage(null)}
          >
            try another address
          </button>
          .
        </p>
        <Link to={paths.home.href()} className={`${buttonStyles.secondary} mt-6 w-full`}>
          Back to Kitly
        </Link>
      </MailLinkCard>
    )
  }

  return (
    <MailLinkCard icon={KeyRound} title="Forgot your password?">
      <p className="text-sm leading-6 text-muted">
        Enter the email address of your account and we will email you a link to choose a new password.
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        {formError && <FormError>{formError}</FormError>}
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value)
            setErrors({})
            setFormError(null)
          }}
        />
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
          {submitting ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </MailLinkCard>
  )
}
