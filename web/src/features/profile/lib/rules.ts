// The profile page's checks (spec §5), before anything is sent.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** The avatar's problem, or null when it may be uploaded. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file'
  if (file.size > AVATAR_MAX_BYTES) return 'File size must be less than 5MB'
  return null
}

/** The requirements box of the Security tab; every one is checked (the spec's page only listed them). */
export const passwordRequirements = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'One uppercase letter', test: (password: string) => /\p{Lu}/u.test(password) },
  { label: 'One lowercase letter', test: (password: string) => /\p{Ll}/u.test(password) },
  { label: 'One number', test: (password: string) => /\d/.test(password) },
  { label: 'One special character', test: (password: string) => /[^\p{L}\d\s]/u.test(password) },
] as const

export type PasswordChange = { current: string; next: string; confirm: string }
export type PasswordChangeField = keyof PasswordChange

export function validatePasswordChange(form: PasswordChange): Partial<Record<PasswordChangeField, string>> {
  const errors: Partial<Record<PasswordChangeField, string>> = {}
  // The current password is the server's to check: an account made with Google has none yet.
  if (!form.next) errors.next = 'New password is required'
  else if (form.next.length < 8) errors.next = 'New password must be at least 8 characters long'
  else {
    const missing = passwordRequirements.filter((rule) => !rule.test(form.next))
    if (missing.length > 0) {
      errors.next = `New password needs: ${missing.map((rule) => rule.label.toLowerCase()).join(', ')}`
    }
  }
  if (form.confirm !== form.next) errors.confirm = 'New passwords do not match'
  return errors
}
