/**
 * Changes that hand an account to whoever makes them (a new email address, a first password) ask the user
 * to prove themselves again: the current password, or, for an account without one, a Google sign-in from
 * this session in the last few minutes (GET /api/oauth/google/redirect_url?intent=reauth).
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyRequest } from 'fastify'
import { verifyPassword } from '../../auth/passwords.ts'
import { isRecentlyReauthenticated, REAUTH_VALID_MINUTES } from '../../auth/sessions.ts'
import { HttpError } from '../../lib/http-errors.ts'
import { currentUser } from './current-user.ts'
import { findUserById } from './queries.ts'

export const GOOGLE_REAUTH_REQUIRED = `Please confirm it is you with Google first, then try again within ${REAUTH_VALID_MINUTES} minutes.`

/**
 * @throws HttpError 400 when the password is missing or wrong (not 401, which would look like a lost
 * session to the SPA); 403 GOOGLE_REAUTH_REQUIRED when an account without a password has not just
 * confirmed itself with Google.
 */
export async function confirmIdentity(
  db: DatabaseConnection,
  request: FastifyRequest,
  currentPassword: string | null | undefined,
): Promise<void> {
  const account = await findUserById(db, currentUser(request).id)
  if (!account?.password_hash) {
    const session = request.sessionTokenHash
    if (!session || !(await isRecentlyReauthenticated(db, session))) throw new HttpError(403, GOOGLE_REAUTH_REQUIRED)
    return
  }
  if (!currentPassword) {
    throw new HttpError(400, 'Current password is required', [
      { field: 'current_password', message: 'Current password is required' },
    ])
  }
  if (!(await verifyPassword(account.password_hash, currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', [
      { field: 'current_password', message: 'Current password is incorrect' },
    ])
  }
}
