import type { FastifyRequest } from 'fastify'
import type { SessionUser } from '../../auth/sessions.ts'
import { HttpError } from '../../lib/http-errors.ts'

export const SIGN_IN_REQUIRED = 'Please sign in to continue.'

/** The signed-in user. @throws HttpError 401 when signed out (the SPA then opens the sign-in dialog). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED)
  return request.user
}
