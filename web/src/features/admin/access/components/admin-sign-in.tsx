import { ShieldCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useSWRConfig } from 'swr'
import { type CredentialField, CredentialFields } from '@/components/auth/credential-fields'
import { sessionKey } from '@/components/auth/current-user'
import { FormError } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { ApiError } from '@/lib/api-client'
import { type FieldErrors, isNetworkError } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { adminLogin } from '../api/admin-login'

type AdminSignInProps = {
  /** Google sign-in (the public dialog's button), shown above the email form. */
  google: (onError: (message: string) => void) => ReactNode
}

/** The admin login: Google or email and password; the admin check then decides where to go. */
export function AdminSignIn({ google }: AdminSignInProps) {
  const { mutate } = useSWRConfig()
  const { values: form, errors, formError, setFormError, edit, check } = useFormFields({ email: '', password: '' })
  const [submitting, setSubmitting] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found: FieldErrors<CredentialField> = {}
    if (!form.email.trim()) found.email = 'Email is required'
    if (!form.password) found.password = 'Password is required'
    if (!check(found)) return
    setSubmitting(true)
    try {
      await adminLogin({ email: form.email.trim(), password: form.password })
      // The session answer now names the admin; the page follows it to the dashboard.
      await mutate(sessionKey)
    } catch (error) {
      setFormError(
        isNetworkError(error)
          ? 'Login failed. Please try again.'
          : error instanceof ApiError && error.status < 500
            ? error.message
            : 'Invalid admin credentials',
      )
      setSubmitting(false)
    }
  }

  return (
    <AdminEntryCard title="Admin Login" description="Sign in to manage the Kitly directory.">
      {google(setFormError)}
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        {formError && <FormError>{formError}</FormError>}
        <CredentialFields emailLabel="Email" values={form} errors={errors} onEdit={edit} />
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full`} disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AdminEntryCard>
  )
}

/** The centred card of the admin entry pages (login, access denied, direct access). */
export function AdminEntryCard({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-12">
      <section aria-labelledby="admin-entry-title" className={`${cardStyles} w-full max-w-md p-6 sm:p-8`}>
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:text-brand-400">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 id="admin-entry-title" className="mt-4 text-2xl font-semibold tracking-tight text-fg">
          {title}
        </h1>
        <p className="mt-1.5 text-sm text-muted">{description}</p>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  )
}
