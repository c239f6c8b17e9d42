import { EMAIL_REQUIRED, emailProblem, passwordProblem } from '@kitly/api/field-rules'
import type { FieldErrors } from '@/lib/form-errors'

// The sign-in dialog's checks and texts, run before anything is sent.

export type SignUpValues = { name: string; email: string; mobile: string; password: string; confirmPassword: string }
export type SignUpField = keyof SignUpValues
export type SignInValues = { email: string; password: string }
export type SignInField = keyof SignInValues

export function validateSignUp(form: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {}
  if (!form.name.trim()) errors.name = 'Full name is required'
  const emailError = emailProblem(form.email)
  if (emailError) errors.email = emailError
  if (!form.mobile.trim()) errors.mobile = 'Mobile number is required'
  const passwordError = passwordProblem(form.password, 'Password')
  if (passwordError) errors.password = passwordError
  if (!form.confirmPassword) errors.confirmPassword = 'Please confirm your password'
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match'
  return errors
}

export function validateSignIn(form: SignInValues): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {}
  if (!form.email.trim()) errors.email = EMAIL_REQUIRED
  if (!form.password) errors.password = 'Password is required'
  return errors
}
