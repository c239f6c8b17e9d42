/**
 * The one rule for a new password, at sign-up, reset and change alike, built from lib/field-rules.ts
 * (which the web forms check without zod).
 */
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordLabel, passwordMessages } from '../../lib/field-rules.ts'

/** A new password: not trimmed (spaces are characters too). */
export const passwordField = (label: PasswordLabel) => {
  const messages = passwordMessages(label)
  return z
    .string(messages.required)
    .min(1, messages.required)
    .min(PASSWORD_MIN, messages.tooShort)
    .max(PASSWORD_MAX, messages.tooLong)
}
