import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { CredentialFields } from '@/components/auth/credential-fields'
import { useAuthActions } from '@/components/auth/current-user'
import { FormError } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { submitErrorMessage } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { signIn } from '../api/sign-in'
import { validateSignIn } from '../lib/validate'
import { GoogleButton } from './google-button'

/** Email Address, Password (with show/hide) and Continue with Google. */
type SignInFormProps = {
  onSignedIn: () => void
  /** The visitor follows a link out of the dialog ('Forgot password?'). */
  onLeave: () => void
}

export function SignInForm({ onSignedIn, onLeave }: SignInFormProps) {
  const { setSignedInUser } = useAuthActions()
  const { values: form, errors, formError, setFormError, edit, check } = useFormFields({ email: '', password: '' })
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!check(validateSignIn(form))) return
    setSubmitting(true)
    try {
      const { user } = await signIn({ email: form.email.trim(), password: form.password })
      await setSignedInUser(user)
      onSignedIn()
    } catch (error) {
      setFormError(
        submitErrorMessage(error, {
          fallback: 'Sign-in failed. Please try again.',
          network: 'Network error. Please try again.',
        }),
      )
      setSubmitting(false)
    }
  }

  return (
    <div>
      <GoogleButton disabled={submitting} onError={setFormError} />
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        {formError && <FormError>{formError}</FormError>}
        <CredentialFields emailLabel="Email Address" values={form} errors={errors} onEdit={edit} />
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword.href()}
            onClick={onLeave}
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            Forgot password?
          </Link>
        </div>
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </div>
  )
}
