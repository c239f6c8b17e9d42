/** The password check shared by the user and admin sign-in routes. */
import type { DatabaseConnection } from '../../db/sql.ts'
import { checkSignInPassword } from '../../lib/passwords.ts'
import { findUserByEmail, type UserRow } from '../users/queries.ts'

/**
 * The account when `password` is its password, else null. Unknown emails and accounts without a password
 * (Google only) cost one argon2 verification too, so timing does not tell which emails have accounts.
 * Deactivation is the caller's to check, after this, so it is revealed only to someone who knows the password.
 */
export async function authenticate(db: DatabaseConnection, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email)
  const matches = await checkSignInPassword(user?.password_hash, password)
  return matches && user ? user : null
}
