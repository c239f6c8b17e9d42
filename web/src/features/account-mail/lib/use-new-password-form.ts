import { type FormEvent, useState } from 'react'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { validateNewPassword } from './validate'

/**
 * A page that sets a new password from an emailed link (reset, admin invitation): the password twice,
 * checked by the sign-up rules before anything is sent, and a failure shown beside the password (the
 * server's rules) or above the form (`messages` when the server gave no reason).
 */
export function useNewPasswordForm(messages: { fallback: string; network: string }) {
  const { values, setErrors, formError, setFormError, bind, check } = useFormFields({
    password: '',
    confirmPassword: '',
  })
  const [submitting, setSubmitting] = useState(false)

  /** A submit handler that sends the password with `send` (checking it first unless `withPassword` is false). */
  function submit(send: (password: string) => Promise<void>, withPassword = true) {
    return async (event: FormEvent) => {
      event.preventDefault()
      if (withPassword && !check(validateNewPassword(values))) return
      setSubmitting(true)
      try {
        await send(values.password)
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, ['password'] as const)
        setErrors(fieldErrors)
        if (!fieldErrors.password) setFormError(submitErrorMessage(error, messages))
        setSubmitting(false)
      }
    }
  }

  return { bind, formError, submitting, submit }
}
