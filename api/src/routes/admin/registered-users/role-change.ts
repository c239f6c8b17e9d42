/**
 * Changing an account's role from the Registered Users screen (user, moderator, admin). A role change ends
 * every session of the account, as a promotion to admin does, so no session keeps powers its account lost
 * (or starts with powers it was opened without). Nobody changes their own role; the last active admin cannot
 * be demoted (the active admins are locked first, as deactivation does, so two admins demoting each other at
 * once cannot both succeed); only a plain user whose address is verified is made staff, as Admin Users requires.
 */
import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { Role } from '../../../auth/roles.ts'
import { deleteUserSessions } from '../../../auth/sessions.ts'
import { badRequest } from '../../../lib/http-errors.ts'

export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role'
export const LAST_ACTIVE_ADMIN_ROLE = 'The last active admin cannot be given another role'
export const UNVERIFIED_STAFF = 'Only an account with a verified email address can be made an admin or a moderator'

const Account = z.object({ id: z.number(), role: Role, is_active: z.boolean(), verified: z.boolean() })
const Id = z.object({ id: z.number() })

export type RoleChange = { from: Role; to: Role }

/**
 * Gives the account `userId` the role `role` for the admin `actorId`.
 * @returns the change, or null when there is no such account
 * @throws HttpError 400 for one's own role, the last active admin or an unverified account made staff
 */
export async function changeRole(
  tx: DatabaseTransactionConnection,
  change: { actorId: number; userId: number; role: Role },
): Promise<RoleChange | null> {
  if (change.userId === change.actorId) badRequest(CANNOT_CHANGE_OWN_ROLE)
  // Admins' rows first, in id order, then the target: the same order as every other writer of admins.
  const activeAdmins = await tx.anyFirst(
    sql.type(Id)`SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`,
  )
  const account = await tx.maybeOne(sql.type(Account)`
    SELECT id, role, is_active, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${change.userId}
    FOR UPDATE`)
  if (!account) return null
  const result = { from: account.role, to: change.role }
  if (account.role === change.role) return result
  if (account.role === 'admin' && account.is_active && activeAdmins.every((id) => id === account.id)) {
    badRequest(LAST_ACTIVE_ADMIN_ROLE)
  }
  if (account.role === 'user' && !account.verified) {
    badRequest(UNVERIFIED_STAFF, [{ field: 'role', message: UNVERIFIED_STAFF }])
  }
  await tx.query(sql.typeAlias('void')`UPDATE users SET role = ${change.role} WHERE id = ${change.userId}`)
  await deleteUserSessions(tx, change.userId)
  return result
}
