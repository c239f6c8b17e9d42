import { ArrowLeft, Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAuthActions } from '@/components/auth/current-user'
import { FormError, TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { isNetworkError, serverFieldErrors } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { signUp } from '../api/sign-up'
import { type SignUpValues, validateSignUp } from '../lib/validate'
import { GoogleButton } from './google-button'

// A new tab, so reading the terms does not lose what was typed in the dialog.
const noticeLink = 'font-medium text-brand-600 underline dark:text-brand-400'

const empty: SignUpValues = { name: '', email: '', mobile: '', password: '', confirmPassword: '' }
const fields = ['name', 'email', 'mobile', 'password', 'confirmPassword'] as const

/** Sign-up: first Google or email, then the email form. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { setSignedInUser } = useAuthActions()
  const [step, setStep] = useState<'options' | 'email'>('options')
  const { values: form, setErrors, formError, setFormError, bind, check } = useFormFields(empty)
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!check(validateSignUp(form))) return
    setSubmitting(true)
    try {
      const { user } = await signUp({
        name: form.name.trim(),
        email: form.email.trim(),
        mobile: form.mobile.trim(),
        password: form.password,
      })
      await setSignedInUser(user)
      onSignedUp()
    } catch (error) {
      setSubmitting(false)
      const atFields = serverFieldErrors(error, fields)
      if (Object.keys(atFields).length > 0) setErrors(atFields)
      else if (isNetworkError(error)) setFormError('Network error. Please try again.')
      else if (error instanceof ApiError && error.status === 409) setErrors({ email: error.message })
      else
        setFormError(
          error instanceof ApiError && error.status < 500 ? error.message : 'Signup failed. Please try again.',
        )
    }
  }

  if (step === 'options') {
    return (
      <div>
        <GoogleButton onError={setFormError} />
        <button
          type="button"
          className={`${buttonStyles.primary} h-11 w-full`}
          onClick={() => setStep('email')}
          data-autofocus
        >
          <Mail aria-hidden="true" />
          Sign up with Email
        </button>
        {formError && (
          <div className="mt-4">
            <FormError>{formError}</FormError>
          </div>
        )}
      </div>
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <button
        type="button"
        onClick={() => {
          setStep('options')
          setFormError(null)
        }}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to options
      </button>
      {formError && <FormError>{formError}</FormError>}
      <TextField label="Full Name" autoComplete="name" autoFocus {...bind('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Mobile Number" type="tel" autoComplete="tel" {...bind('mobile')} />
      <PasswordField label="Password" autoComplete="new-password" {...bind('password')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...bind('confirmPassword')} />
      <p className="text-xs text-muted">
        By creating an account you agree to our{' '}
        <Link to={paths.terms.href()} target="_blank" className={noticeLink}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy.href()} target="_blank" className={noticeLink}>
          Privacy Policy
        </Link>
        .
      </p>
      <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  )
}
