/** SQL of the admin users: the list, promotion of an existing account, and invitations. */
import { z } from 'zod'
import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '../../../db/sql.ts'
import { Role } from '../../../lib/roles.ts'
import { AdminUserSchema } from './schemas.ts'

// An invited account has no way to sign in but Google (no password, no Google link) and has never signed in.
const adminUserColumns = sql.fragment`
  id, coalesce(nullif(btrim(name), ''), 'Admin User') AS name, email, is_active,
  (password_hash IS NULL AND google_sub IS NULL AND last_login_at IS NULL) AS invited, last_login_at, created_at`

export function listAdminUsers(db: DatabaseConnection) {
  return db.any(sql.type(AdminUserSchema)`
    SELECT ${adminUserColumns} FROM users WHERE role = 'admin' ORDER BY created_at, id`)
}

export function findAdminUser(db: DatabaseConnection, id: number) {
  return db.maybeOne(
    sql.type(AdminUserSchema)`SELECT ${adminUserColumns} FROM users WHERE id = ${id} AND role = 'admin'`,
  )
}

const Account = z.object({ id: z.number(), role: Role })

/**
 * Makes `email` an admin: the account with that address is promoted, or, when there is none, an invited
 * account is created. It has no password, so only a Google sign-in with that (Google-verified) address
 * can claim it (routes/sessions/google-account.ts links it by email); email sign-up cannot, as it does
 * not prove the address. @returns the account's id and whether it is new, or null when it already is an admin
 */
export async function grantAdmin(
  tx: DatabaseTransactionConnection,
  email: string,
): Promise<{ id: number; invited: boolean } | null> {
  const account = await tx.maybeOne(sql.type(Account)`
    SELECT id, role FROM users WHERE lower(email) = lower(${email}) FOR UPDATE`)
  if (account?.role === 'admin') return null
  if (account) {
    await tx.query(sql.typeAlias('void')`UPDATE users SET role = 'admin' WHERE id = ${account.id}`)
    return { id: account.id, invited: false }
  }
  const id = await tx.oneFirst(
    sql.typeAlias('id')`INSERT INTO users (email, role) VALUES (${email}, 'admin') RETURNING id`,
  )
  await tx.query(sql.typeAlias('void')`INSERT INTO profiles (user_id) VALUES (${id})`)
  return { id, invited: true }
}
