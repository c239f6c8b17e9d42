import { emailProblem, passwordProblem } from '@kitly/api/field-rules'
import type { FieldErrors } from '@/lib/form-errors'

// The sign-up form's texts, checked before anything is sent; the API applies the same rules.

export function validateEmail(email: string): FieldErrors<'email'> {
  const problem = emailProblem(email)
  return problem ? { email: problem } : {}
}

export type NewPasswordValues = { password: string; confirmPassword: string }
export type NewPasswordField = keyof NewPasswordValues

export function validateNewPassword(form: NewPasswordValues): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {}
  const passwordError = passwordProblem(form.password, 'Password')
  if (passwordError) errors.password = passwordError
  if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password'
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match'
  return errors
}
