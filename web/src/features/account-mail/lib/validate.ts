import type { FieldErrors } from '@/lib/form-errors'
import { passwordProblem } from '@/lib/password-rule'

// The sign-up form's texts (spec §5), checked before anything is sent; the API applies the same rules.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateEmail(email: string): FieldErrors<'email'> {
  if (!email.trim()) return { email: 'Email address is required' }
  if (!EMAIL_PATTERN.test(email.trim())) return { email: 'Please enter a valid email address' }
  return {}
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
