import { Check, Circle } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormError } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { serverFieldErrors } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { changePassword } from '../api/profile'
import { type PasswordChange, passwordRequirement, validatePasswordChange } from '../lib/rules'
import { ConfirmWithGoogle } from './confirm-with-google'

const empty: PasswordChange = { current: '', next: '', confirm: '' }

/**
 * Tab Security: Change Password, really changed (PUT /api/users/password). An account made with
 * Google sets its first password instead, after confirming itself with Google.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { values: form, setErrors, formError, setFormError, bind, check, reset } = useFormFields(empty)
  const [updating, setUpdating] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!check(validatePasswordChange(form))) return
    setUpdating(true)
    try {
      await changePassword({ current_password: form.current, new_password: form.next })
      reset()
      toast.success('Password updated successfully! Other devices have been signed out.')
    } catch (error) {
      console.error(error)
      const server = serverFieldErrors(error, ['current_password', 'new_password'] as const)
      if (server.current_password || server.new_password) {
        setErrors({ current: server.current_password, next: server.new_password })
      } else if (error instanceof ApiError && error.status < 500) {
        setFormError(error.message)
      } else {
        toast.error('Error changing password')
      }
    } finally {
      setUpdating(false)
    }
  }

  const met = passwordRequirement.test(form.next)
  const MetIcon = met ? Check : Circle
  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-xl space-y-5">
      <h2 className="text-lg font-semibold text-fg">{hasPassword ? 'Change Password' : 'Set a Password'}</h2>
      {formError && <FormError>{formError}</FormError>}
      {hasPassword ? (
        <PasswordField label="Current Password" autoComplete="current-password" {...bind('current')} />
      ) : (
        <ConfirmWithGoogle before="set a password" />
      )}
      <PasswordField label="New Password" autoComplete="new-password" {...bind('next')} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...bind('confirm')} />
      <div className="rounded-xl border border-line bg-subtle/60 p-4">
        <p className="text-sm font-medium text-fg">Password requirements</p>
        <p
          className={`mt-2 flex items-center gap-2 text-sm ${met ? 'text-emerald-700 dark:text-emerald-300' : 'text-muted'}`}
        >
          <MetIcon aria-hidden="true" className="size-3.5" />
          {passwordRequirement.label}
          <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
        </p>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={updating}>
        {updating ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  )
}
