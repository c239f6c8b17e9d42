import { describe, expect, it } from 'vitest'
import { avatarProblem, validatePasswordChange } from './rules'

describe('avatarProblem', () => {
  it('accepts an image up to 5 MB and says what is wrong otherwise', () => {
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file')
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('File size must be less than 5MB')
  })
})

describe('validatePasswordChange', () => {
  it('accepts what sign-up and reset accept: any 8 characters, no other requirement', () => {
    for (const password of ['alllowercase', 'orbital mechanics', '12345678']) {
      expect(validatePasswordChange({ current: 'old', next: password, confirm: password })).toEqual({})
    }
  })

  it('says what is wrong with a short password and a mismatch', () => {
    expect(validatePasswordChange({ current: 'old', next: 'Ab1!', confirm: 'other' })).toEqual({
      next: 'New password must be at least 8 characters long',
      confirm: 'New passwords do not match',
    })
  })

  it('says what the server says for a password it refuses', () => {
    const tooLong = 'x'.repeat(1001)
    expect(validatePasswordChange({ current: 'old', next: tooLong, confirm: tooLong }).next).toBe(
      'New password must be at most 1000 characters long',
    )
  })

  it('leaves the current password to the server (a Google account has none yet)', () => {
    expect(validatePasswordChange({ current: '', next: 'long enough', confirm: 'long enough' })).toEqual({})
  })
})
