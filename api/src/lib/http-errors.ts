/**
 * Errors a handler throws to answer with a 4xx: the error handler turns them into `{ error, details? }`.
 */
import { z } from 'zod'

export class HttpError extends Error {
  readonly statusCode: number
  /** Field problems (`[{ field, message }]`), or what a client needs to act on the error (`{ tool_slug }`). */
  readonly details: unknown[] | Record<string, unknown> | undefined
  constructor(statusCode: number, message: string, details?: unknown[] | Record<string, unknown>) {
    super(message)
    this.statusCode = statusCode
    this.details = details
  }
}

export const badRequest = (message: string, details?: unknown[]): never => {
  throw new HttpError(400, message, details)
}
export const notFound = (message = 'Not found'): never => {
  throw new HttpError(404, message)
}
export const conflict = (message: string): never => {
  throw new HttpError(409, message)
}

/** The wire shape of every error answer. */
export const ErrorBody = z.object({
  error: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** A list in a response: readonly, so rows from Slonik (readonly arrays) can be returned as they are. */
export const listOf = <T extends z.ZodType>(item: T) => z.array(item).readonly()
