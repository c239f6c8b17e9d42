/**
 * Activating and deactivating accounts, shared by the registered users' and the admin users' screens.
 * Deactivation ends every session of the account at once. Nobody can deactivate themselves, and the last
 * active admin cannot be deactivated: the active admins are locked first, so two admins deactivating each
 * other at the same moment cannot both succeed.
 */

import { type DatabasePool, type DatabaseTransactionConnection, sql } from '@kitly/db'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { Role } from '../../../auth/roles.ts'
import { deleteUserSessions } from '../../../auth/sessions.ts'
import { badRequest, notFound } from '../../../lib/http-errors.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import type { ActivationFields } from './schemas.ts'

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account'
export const LAST_ACTIVE_ADMIN = 'The last active admin cannot be deactivated'

const Account = z.object({ id: z.number(), role: Role, is_active: z.boolean() })
const Id = z.object({ id: z.number() })

/**
 * Sets `is_active` of the account `userId` (only an admin's when `adminsOnly`).
 * @returns false when there is no such account
 * @throws HttpError 400 for a self-deactivation or the last active admin
 */
export async function setAccountActive(
  tx: DatabaseTransactionConnection,
  change: { actorId: number; userId: number; isActive: boolean; adminsOnly: boolean },
): Promise<boolean> {
  if (!change.isActive && change.userId === change.actorId) badRequest(CANNOT_DEACTIVATE_SELF)
  // Admins' rows first, in id order, then the target: the same order for every writer.
  const activeAdmins = change.isActive
    ? []
    : await tx.anyFirst(sql.type(Id)`SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`)
  const account = await tx.maybeOne(sql.type(Account)`
    SELECT id, role, is_active FROM users WHERE id = ${change.userId} FOR UPDATE`)
  if (!account || (change.adminsOnly && account.role !== 'admin')) return false
  if (!change.isActive && account.role === 'admin' && activeAdmins.every((id) => id === account.id)) {
    badRequest(LAST_ACTIVE_ADMIN)
  }
  await tx.query(sql.typeAlias('void')`UPDATE users SET is_active = ${change.isActive} WHERE id = ${change.userId}`)
  if (!change.isActive) await deleteUserSessions(tx, change.userId)
  return true
}

/**
 * `PUT {is_active}` of either user screen: checked, applied and audited (`<auditPrefix>.activate` or
 * `.deactivate`) in one transaction. @throws HttpError 404 with `notFoundMessage` when there is no such account
 */
export async function changeActivation(
  db: DatabasePool,
  request: FastifyRequest<{ Body: z.output<typeof ActivationFields> }>,
  target: { userId: number; adminsOnly: boolean; notFoundMessage: string; auditPrefix: string },
): Promise<void> {
  const { is_active: isActive } = request.body
  const change = { actorId: actorId(request), userId: target.userId, isActive, adminsOnly: target.adminsOnly }
  await auditedChange(
    db,
    request,
    async (tx) => (await setAccountActive(tx, change)) || notFound(target.notFoundMessage),
    () => ({
      action: `${target.auditPrefix}.${isActive ? 'activate' : 'deactivate'}`,
      entityType: 'user',
      entityId: target.userId,
    }),
  )
}
