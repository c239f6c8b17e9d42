import { ApiError } from './api-client'

// Forms show each message at its field: the client's own checks first, then the server's
// `details` ([{ field, message }]) for what only the server knows (an address already taken).

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The server's per-field messages of a 400, for the fields the form has. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return errors
  for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
    const field = fields.find((name) => name === detail.field)
    if (field && typeof detail.message === 'string' && !errors[field]) errors[field] = detail.message
  }
  return errors
}

/** True when the request never got an answer (offline, DNS, connection refused): fetch's TypeError. */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/** The sentence a failed submit shows: the server's own text for a 4xx, else the form's fallback. */
export function submitErrorMessage(error: unknown, texts: { fallback: string; network: string }): string {
  if (isNetworkError(error)) return texts.network
  if (error instanceof ApiError && error.status < 500) return error.message
  return texts.fallback
}

/** The server's sentence when it refused the change as not allowed now (a 409, such as a discontinued tool), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback
}

/** A copy of `errors` without `field`: editing a field clears its message. */
export function withoutError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!errors[field]) return errors
  const { [field]: _cleared, ...rest } = errors
  return rest as FieldErrors<F>
}
