import { ApiError } from '@/lib/api-client'
import { toast } from './toast'

/**
 * The toast of a failed request. `refused` when the server answered with an error (a function gets the server's own
 * sentence), `unanswered` when no answer came (offline, or the request failed before it went out).
 */
export function toastFailure(cause: unknown, refused: string | ((message: string) => string), unanswered: string) {
  if (!(cause instanceof ApiError)) toast.error(unanswered)
  else toast.error(typeof refused === 'string' ? refused : refused(cause.message))
}
