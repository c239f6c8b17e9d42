import { KeyRound, Link2Off } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { setSignedInUser } from '@/components/auth/current-user'
import { Field, FormError } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { type FieldErrors, serverFieldErrors, submitErrorMessage, withoutError } from '@/lib/form-errors'
import { confirmPasswordReset } from '../api/password-reset'
import { type NewPasswordField, type NewPasswordValues, validateNewPassword } from '../lib/validate'
import { MailLinkCard } from './mail-link-card'

/** The page a reset link opens: a new password twice (the sign-up rules), then signed in on the dashboard. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const [form, setForm] = useState<NewPasswordValues>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  if (!token) return <BrokenLink />

  const edit = (field: NewPasswordField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutError(current, field))
    setFormError(null)
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateNewPassword(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    try {
      const { user } = await confirmPasswordReset({ token, password: form.password })
      await setSignedInUser(user)
      navigate(paths.dashboard.href(), { replace: true })
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['password'] as const)
      setErrors(fieldErrors)
      if (!fieldErrors.password) {
        setFormError(
          submitErrorMessage(error, {
            fallback: 'Could not reset your password. Please try again.',
            network: 'Network error. Please try again.',
          }),
        )
      }
      setSubmitting(false)
    }
  }

  return (
    <MailLinkCard icon={KeyRound} title="Choose a new password">
      <p className="text-sm leading-6 text-muted">
        At least 8 characters. You will be signed in, and signed out on every other device.
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        {formError && (
          <FormError>
            {formError}{' '}
            <Link to={paths.forgotPassword.href()} className="font-medium underline">
              Request a new link
            </Link>
          </FormError>
        )}
        <Field label="New Password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => edit('password', event.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm New Password" error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={(event) => edit('confirmPassword', event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
          {submitting ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </MailLinkCard>
  )
}

function BrokenLink() {
  return (
    <MailLinkCard icon={Link2Off} title="This link is incomplete" role="alert">
      <p className="text-sm leading-6 text-muted">Open the link from the email again, or ask for a new one.</p>
      <Link to={paths.forgotPassword.href()} className={`${buttonStyles.primary} mt-6 w-full`}>
        Request a new link
      </Link>
    </MailLinkCard>
  )
}
