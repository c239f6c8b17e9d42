import { KeyRound, Link2Off } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { setSignedInUser } from '@/components/auth/current-user'
import { FormError } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { confirmPasswordReset } from '../api/password-reset'
import { useNewPasswordForm } from '../lib/use-new-password-form'
import { MailLinkCard } from './mail-link-card'

/** The page a reset link opens: a new password twice (the sign-up rules), then signed in on the dashboard. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const { bind, formError, submitting, submit } = useNewPasswordForm({
    fallback: 'Could not reset your password. Please try again.',
    network: 'Network error. Please try again.',
  })

  if (!token) return <BrokenLink />

  const handleSubmit = submit(async (password) => {
    const { user } = await confirmPasswordReset({ token, password })
    await setSignedInUser(user)
    navigate(paths.dashboard.href(), { replace: true })
  })

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
        <PasswordField label="New Password" autoComplete="new-password" {...bind('password')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...bind('confirmPassword')} />
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
