/** The password check shared by the user and admin sign-in routes. */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { checkSignInPassword } from '../../auth/passwords.ts'
import {
  forgetSignInFailures,
  recordSignInFailure,
  signInAttempt,
  signInLockedFor,
} from '../../auth/sign-in-failures.ts'
import { tooManyAttempts } from '../../plugins/rate-limit.ts'
import { findUserByEmail, type UserRow } from '../users/queries.ts'

/**
 * The account when `password` is its password, else null (a failure counted against this email and the
 * client's address). Unknown emails and accounts without a password (Google only) cost one argon2
 * verification too, so timing does not tell which emails have accounts. Deactivation is the caller's to
 * check, after this, so it is revealed only to someone who knows the password.
 * @throws HttpError 429, with Retry-After, while this address is locked out of this email (auth/sign-in-failures.ts)
 */
export async function authenticate(
  db: DatabaseConnection,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
): Promise<UserRow | null> {
  const attempt = signInAttempt(email, request.ip)
  const lockedFor = await signInLockedFor(db, attempt)
  if (lockedFor > 0) throw tooManyAttempts(request, reply, lockedFor)
  const user = await findUserByEmail(db, email)
  const matches = await checkSignInPassword(user?.password_hash, password)
  if (matches && user) {
    await forgetSignInFailures(db, attempt)
    return user
  }
  await recordSignInFailure(db, attempt)
  return null
}
