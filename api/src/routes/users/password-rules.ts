/**
 * The one rule for a new password, at sign-up, reset and change alike. It needs nothing but zod, so the web
 * forms check it too (web/src/lib/password-rule.ts) and say what the server would.
 */
import { z } from 'zod'

export const PASSWORD_MIN = 8
// argon2 takes any length, but hashing a megabyte on every attempt would be an easy way to burn CPU.
export const PASSWORD_MAX = 1000

export type PasswordLabel = 'Password' | 'New password'

/** A new password: not trimmed (spaces are characters too). */
export const passwordField = (label: PasswordLabel) =>
  z
    .string(`${label} is required`)
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters long`)

/** What is wrong with `password` as a new password (the first rule it breaks), or null when it will do. */
export function passwordProblem(password: string, label: PasswordLabel): string | null {
  const result = passwordField(label).safeParse(password)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
