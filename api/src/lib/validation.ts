/**
 * Checks a request body against a schema whose messages are the sentences the spec's forms show
 * ('Full name is required'), and answers a 400 whose `error` is the first of them and whose `details`
 * name every field. Route schemas stay loose (strings or missing) so that this, not the generic
 * "Invalid request body" answer, speaks to the user.
 */
import type { z } from 'zod'
import { badRequest } from './http-errors.ts'

/** @throws HttpError 400 `{ error: first message, details: [{ field, message }] }` */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'request body',
    message: issue.message,
  }))
  return badRequest(details[0]?.message ?? 'Invalid request body', details)
}
