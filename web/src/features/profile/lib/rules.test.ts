import { describe, expect, it } from 'vitest'
import { avatarProblem, validatePasswordChange } from './rules'

describe('avatarProblem', () => {
  it('accepts an image up to 5 MB and names the spec problem otherwise', () => {
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file')
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('File size must be less than 5MB')
  })
})

describe('validatePasswordChange', () => {
  const strong = 'Str0ng!pass'

  it('accepts a password that meets every listed requirement', () => {
    expect(validatePasswordChange({ current: 'old', next: strong, confirm: strong })).toEqual({})
  })

  it('uses the spec texts for a short password and a mismatch', () => {
    expect(validatePasswordChange({ current: 'old', next: 'Ab1!', confirm: 'other' })).toEqual({
      next: 'New password must be at least 8 characters long',
      confirm: 'New passwords do not match',
    })
  })

  it('names each requirement that is not met', () => {
    expect(validatePasswordChange({ current: 'old', next: 'alllowercase', confirm: 'alllowercase' }).next).toBe(
      'New password needs: one uppercase letter, one number, one special character',
    )
  })

  it('leaves the current password to the server (a Google account has none yet)', () => {
    expect(validatePasswordChange({ current: '', next: strong, confirm: strong })).toEqual({})
  })
})
