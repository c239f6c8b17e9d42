import { PASSWORD_MIN, passwordProblem } from '@kitly/api/field-rules'

// The profile page's checks, before anything is sent.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** The avatar's problem, or null when it may be uploaded. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file'
  if (file.size > AVATAR_MAX_BYTES) return 'File size must be less than 5MB'
  return null
}

/** The requirements box of the Security tab: the rule sign-up and reset use, which the server checks too. */
export const passwordRequirement = {
  label: `At least ${PASSWORD_MIN} characters`,
  test: (password: string) => passwordProblem(password, 'New password') === null,
}

export type PasswordChange = { current: string; next: string; confirm: string }
export type PasswordChangeField = keyof PasswordChange

export function validatePasswordChange(form: PasswordChange): Partial<Record<PasswordChangeField, string>> {
  const errors: Partial<Record<PasswordChangeField, string>> = {}
  // The current password is the server's to check: an account made with Google has none yet.
  const problem = passwordProblem(form.next, 'New password')
  if (problem) errors.next = problem
  if (form.confirm !== form.next) errors.confirm = 'New passwords do not match'
  return errors
}
