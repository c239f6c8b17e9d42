/** SQL of the admin users: the list, and adding one by email (promotion or invitation). */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { Role } from '../../../auth/roles.ts'
import { deleteUserSessions } from '../../../auth/sessions.ts'
import { inviteAdmin } from './invitations.ts'
import { AdminUserSchema } from './schemas.ts'

const adminUserColumns = sql.fragment`
  id, coalesce(nullif(btrim(name), ''), 'Admin User') AS name, email, is_active, last_login_at, created_at`

export function listAdminUsers(db: DatabaseConnection) {
  return db.any(sql.type(AdminUserSchema)`
    SELECT ${adminUserColumns} FROM users WHERE role = 'admin' ORDER BY created_at, id`)
}

export function findAdminUser(db: DatabaseConnection, id: number) {
  return db.maybeOne(
    sql.type(AdminUserSchema)`SELECT ${adminUserColumns} FROM users WHERE id = ${id} AND role = 'admin'`,
  )
}

const Account = z.object({ id: z.number(), role: Role, is_active: z.boolean(), verified: z.boolean() })

/** The account with this address (whatever its case), locked for the caller's transaction. */
export function lockAccountByEmail(tx: DatabaseTransactionConnection, email: string) {
  return tx.maybeOne(sql.type(Account)`
    SELECT id, role, is_active, email_verified_at IS NOT NULL AS verified
    FROM users WHERE lower(email) = lower(${email}) FOR UPDATE`)
}

export type AddedAdmin = { kind: 'promoted' | 'invited'; id: number }

/**
 * Makes `email` an admin for the admin `actorId`. The account with that address is promoted at once only
 * when the address is verified, and every session it had ends (a session opened as a plain user does not
 * become an admin one). Any other address, with no account or one whose address nobody proved, is invited:
 * it becomes admin only once the link mailed to it is followed.
 * @returns the promoted account's or the invitation's id, or null when the account already is an admin
 */
export async function addAdmin(
  tx: DatabaseTransactionConnection,
  email: string,
  actorId: number,
): Promise<AddedAdmin | null> {
  const account = await lockAccountByEmail(tx, email)
  if (account?.role === 'admin') return null
  if (!account?.verified) return { kind: 'invited', id: await inviteAdmin(tx, { email, invitedBy: actorId }) }
  await promoteToAdmin(tx, account.id)
  return { kind: 'promoted', id: account.id }
}

/** Makes the account an active admin with a fresh start: every session it had ends. */
export async function promoteToAdmin(tx: DatabaseTransactionConnection, userId: number): Promise<void> {
  await tx.query(sql.typeAlias('void')`UPDATE users SET role = 'admin', is_active = true WHERE id = ${userId}`)
  await deleteUserSessions(tx, userId)
}
