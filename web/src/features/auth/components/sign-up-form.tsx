import { ArrowLeft, Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useAuthActions } from '@/components/auth/current-user'
import { Field, FormError, TextField } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { ApiError } from '@/lib/api-client'
import { type FieldErrors, isNetworkError, serverFieldErrors, withoutError } from '@/lib/form-errors'
import { signUp } from '../api/sign-up'
import { type SignUpField, type SignUpValues, validateSignUp } from '../lib/validate'
import { GoogleButton, OrDivider } from './google-button'

const empty: SignUpValues = { name: '', email: '', mobile: '', password: '', confirmPassword: '' }
const fields = ['name', 'email', 'mobile', 'password', 'confirmPassword'] as const

/** Sign-up: first Google or email, then the email form (spec §2 Auth dialog). */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { setSignedInUser } = useAuthActions()
  const [step, setStep] = useState<'options' | 'email'>('options')
  const [form, setForm] = useState<SignUpValues>(empty)
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const edit = (field: SignUpField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => withoutError(current, field))
    setFormError(null)
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateSignUp(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
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
        <OrDivider />
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
      <TextField
        label="Full Name"
        autoComplete="name"
        autoFocus
        value={form.name}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value)}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(event) => edit('email', event.target.value)}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        value={form.mobile}
        error={errors.mobile}
        onChange={(event) => edit('mobile', event.target.value)}
      />
      <Field label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => edit('password', event.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(event) => edit('confirmPassword', event.target.value)}
          />
        )}
      </Field>
      <p className="text-xs text-muted">By creating an account you agree to our Terms of Service and Privacy Policy.</p>
      <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  )
}
