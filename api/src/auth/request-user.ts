/**
 * Who is signed in, as the session plugin records it on `request.user` (`{ id }` or null). Read through
 * this helper so the visitor routes do not depend on the session plugin's full user type.
 */
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-errors.ts'

export function signedInUserId(request: FastifyRequest): number | null {
  const user = (request as unknown as { user?: { id?: unknown } | null }).user
  return typeof user?.id === 'number' ? user.id : null
}

/** @throws HttpError 401 with `message` when nobody is signed in. */
export function requireSignedInUserId(request: FastifyRequest, message = 'Please sign in first.'): number {
  const id = signedInUserId(request)
  if (id === null) throw new HttpError(401, message)
  return id
}
