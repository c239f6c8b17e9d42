import { describe, expect, it } from 'vitest'
import { validateSignIn, validateSignUp } from './validate'

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  mobile: '+44 20 1234',
  password: 'secret123',
  confirmPassword: 'secret123',
}

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({})
  })

  it('names every missing field in its own message', () => {
    expect(validateSignUp({ name: ' ', email: '', mobile: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      mobile: 'Mobile number is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    })
  })

  it('rejects a malformed address, a short password and a confirmation that differs', () => {
    expect(validateSignUp({ ...valid, email: 'ada@', password: 'short', confirmPassword: 'other' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    })
  })
})

describe('validateSignIn', () => {
  it('asks for both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Email address is required',
      password: 'Password is required',
    })
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({})
  })
})
