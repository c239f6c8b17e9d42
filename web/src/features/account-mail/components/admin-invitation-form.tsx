import { CircleX, LoaderCircle, ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { setSignedInUser, useCurrentUser } from '@/components/auth/current-user'
import { FormError } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { submitErrorMessage } from '@/lib/form-errors'
import { acceptAdminInvitation, getAdminInvitation } from '../api/admin-invitation'
import { useNewPasswordForm } from '../lib/use-new-password-form'
import { MailLinkCard } from './mail-link-card'

type Invitation = { kind: 'loading' } | { kind: 'open'; email: string } | { kind: 'broken'; message: string }

const INCOMPLETE = 'This link is incomplete. Please open the link from your email again.'
const MESSAGES = {
  fallback: 'Could not accept the invitation. Please try again.',
  network: 'Network error. Please try again.',
}

/**
 * The page an admin invitation opens: the invited address sets a password (or, signed in as that verified
 * address, just confirms), then lands in the back office.
 */
export function AdminInvitationForm({ token }: { token: string }) {
  const [invitation, setInvitation] = useState<Invitation>(
    token ? { kind: 'loading' } : { kind: 'broken', message: INCOMPLETE },
  )
  const { user, pending } = useCurrentUser()

  useEffect(() => {
    if (!token) return
    let current = true
    getAdminInvitation(token).then(
      ({ email }) => current && setInvitation({ kind: 'open', email }),
      (error: unknown) => current && setInvitation({ kind: 'broken', message: submitErrorMessage(error, MESSAGES) }),
    )
    return () => {
      current = false
    }
  }, [token])

  if (invitation.kind === 'broken') {
    return (
      <MailLinkCard icon={CircleX} title="This invitation cannot be used" role="alert">
        <p className="text-sm leading-6 text-muted">{invitation.message}</p>
      </MailLinkCard>
    )
  }
  if (invitation.kind === 'loading' || pending) {
    return (
      <MailLinkCard icon={LoaderCircle} title="Checking your invitation" role="status">
        <p className="text-sm text-muted">One moment...</p>
      </MailLinkCard>
    )
  }
  const signedInAsInvitee = user?.email_verified === true && user.email.toLowerCase() === invitation.email.toLowerCase()
  return <AcceptInvitation token={token} email={invitation.email} needsPassword={!signedInAsInvitee} />
}

function AcceptInvitation({ token, email, needsPassword }: { token: string; email: string; needsPassword: boolean }) {
  const navigate = useNavigate()
  const { bind, formError, submitting, submit } = useNewPasswordForm(MESSAGES)
  const handleSubmit = submit(async (password) => {
    const { user } = await acceptAdminInvitation(needsPassword ? { token, password } : { token })
    await setSignedInUser(user)
    navigate(paths.admin.href(), { replace: true })
  }, needsPassword)

  return (
    <MailLinkCard icon={ShieldCheck} title="Become a Kitly admin">
      <p className="text-sm leading-6 text-muted">
        You were invited to administer Kitly as <strong className="text-fg">{email}</strong>.{' '}
        {needsPassword
          ? 'Choose a password (at least 8 characters) to sign in with. You will be signed in, and signed out on every other device.'
          : 'Accept to get access to the back office.'}
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        {formError && <FormError>{formError}</FormError>}
        {needsPassword && (
          <>
            <PasswordField label="New Password" autoComplete="new-password" {...bind('password')} />
            <PasswordField label="Confirm New Password" autoComplete="new-password" {...bind('confirmPassword')} />
          </>
        )}
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
          {submitting ? 'Accepting...' : 'Accept invitation'}
        </button>
      </form>
    </MailLinkCard>
  )
}
