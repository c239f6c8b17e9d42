import { Check, Circle } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Field, FormError } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { type FieldErrors, serverFieldErrors, withoutError } from '@/lib/form-errors'
import { changePassword } from '../api/profile'
import { type PasswordChange, type PasswordField, passwordRequirements, validatePasswordChange } from '../lib/rules'

const empty: PasswordChange = { current: '', next: '', confirm: '' }

/** Tab Security (spec §2): Change Password, really changed (PUT /api/users/password). */
export function PasswordForm() {
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [updating, setUpdating] = useState(false)

  const bind = (field: PasswordField, autoComplete: string) => ({
    value: form[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }))
      setErrors((current) => withoutError(current, field))
      setFormError(null)
    },
  })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validatePasswordChange(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    setUpdating(true)
    try {
      await changePassword({ current_password: form.current, new_password: form.next })
      setForm(empty)
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

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-xl space-y-5">
      <h2 className="text-lg font-semibold text-fg">Change Password</h2>
      {formError && <FormError>{formError}</FormError>}
      <Field label="Current Password" error={errors.current}>
        {(control) => <PasswordInput {...control} {...bind('current', 'current-password')} />}
      </Field>
      <Field label="New Password" error={errors.next}>
        {(control) => <PasswordInput {...control} {...bind('next', 'new-password')} />}
      </Field>
      <Field label="Confirm New Password" error={errors.confirm}>
        {(control) => <PasswordInput {...control} {...bind('confirm', 'new-password')} />}
      </Field>
      <div className="rounded-xl border border-line bg-subtle/60 p-4">
        <p className="text-sm font-medium text-fg">Password requirements</p>
        <ul className="mt-2 space-y-1 text-sm">
          {passwordRequirements.map((rule) => {
            const met = rule.test(form.next)
            const Icon = met ? Check : Circle
            return (
              <li
                key={rule.label}
                className={`flex items-center gap-2 ${met ? 'text-emerald-700 dark:text-emerald-300' : 'text-muted'}`}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {rule.label}
                <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
              </li>
            )
          })}
        </ul>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={updating}>
        {updating ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  )
}
