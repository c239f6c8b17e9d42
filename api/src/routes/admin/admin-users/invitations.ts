/**
 * SQL of admin invitations: account_tokens rows of purpose 'admin_invitation' (migrations/0028), one per
 * address. Inviting mails a single-use link valid for 72 hours; its token is minted when the mail is sent
 * (mail/link-tokens.ts). Following it (routes/auth/admin-invitation.ts) is what makes the address's owner
 * an admin, so nobody becomes admin by having signed up with an address they do not read.
 */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { queueMail } from '../../../mail/queue.ts'
import { ADMIN_INVITATION_VALID_HOURS, adminInvitationMail } from '../../../mail/templates.ts'
import { AdminInvitationSchema } from './schemas.ts'

const VALID = sql.interval({ hours: ADMIN_INVITATION_VALID_HOURS })

/**
 * Invites `email` (`invitedBy`: the admin, or null for KITLY_ADMIN_EMAIL at start-up) and queues the mail.
 * An address invited before gets a renewed invitation: a new link, 72 hours from now; the old link is void.
 * @returns the invitation's id
 */
export async function inviteAdmin(
  tx: DatabaseTransactionConnection,
  invitation: { email: string; invitedBy: number | null },
): Promise<number> {
  const id = await tx.oneFirst(sql.typeAlias('id')`
    INSERT INTO account_tokens (purpose, email, invited_by, expires_at)
    VALUES ('admin_invitation', ${invitation.email}, ${invitation.invitedBy}, now() + ${VALID})
    ON CONFLICT (lower(email)) WHERE purpose = 'admin_invitation' DO UPDATE
    SET token_hash = NULL, invited_by = EXCLUDED.invited_by, expires_at = EXCLUDED.expires_at, created_at = now()
    RETURNING id`)
  await queueMail(tx, adminInvitationMail, { tokenId: id })
  return id
}

const invitationColumns = sql.fragment`
  t.id, t.email, inviter.email AS invited_by, t.created_at, t.expires_at, t.expires_at <= now() AS expired`

/** The invitations nobody accepted yet, expired ones too (they can be resent), oldest first. */
export function listAdminInvitations(db: DatabaseConnection) {
  return db.any(sql.type(AdminInvitationSchema)`
    SELECT ${invitationColumns}
    FROM account_tokens t LEFT JOIN users inviter ON inviter.id = t.invited_by
    WHERE t.purpose = 'admin_invitation'
    ORDER BY t.created_at, t.id`)
}

export function findAdminInvitation(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminInvitationSchema)`
    SELECT ${invitationColumns}
    FROM account_tokens t LEFT JOIN users inviter ON inviter.id = t.invited_by
    WHERE t.id = ${id} AND t.purpose = 'admin_invitation'`)
}

const Email = z.object({ email: z.string() })

/** The address of invitation `id`, locked for a resend; null when there is none. */
export function lockAdminInvitation(tx: DatabaseTransactionConnection, id: number) {
  return tx.maybeOneFirst(sql.type(Email)`
    SELECT email FROM account_tokens WHERE id = ${id} AND purpose = 'admin_invitation' FOR UPDATE`)
}

/**
 * Deletes invitation `id` (revoked, or accepted: its link works once). Its link stops working, and its
 * mail is dropped if not sent yet. @returns its address, or null when there is no such invitation
 */
export function revokeAdminInvitation(tx: DatabaseTransactionConnection, id: number) {
  return tx.maybeOneFirst(sql.type(Email)`
    DELETE FROM account_tokens WHERE id = ${id} AND purpose = 'admin_invitation' RETURNING email`)
}

const LiveInvitation = z.object({ id: z.number(), email: z.string() })

/**
 * The invitation whose link carries the token of this hash, locked in a transaction: unexpired, and sent by
 * an admin who still is an active one (or by KITLY_ADMIN_EMAIL), so deactivating an admin voids their
 * invitations.
 */
export function findLiveInvitation(db: DatabaseConnection, hash: Buffer) {
  return db.maybeOne(sql.type(LiveInvitation)`
    SELECT t.id, t.email FROM account_tokens t
    WHERE t.token_hash = ${sql.binary(hash)} AND t.purpose = 'admin_invitation' AND t.expires_at > now()
      AND (t.invited_by IS NULL
           OR EXISTS (SELECT FROM users a WHERE a.id = t.invited_by AND a.role = 'admin' AND a.is_active))
    FOR UPDATE OF t`)
}

/**
 * Makes the invited address's account an admin, creating it when there is none. The link proved the
 * address, so it becomes verified; `passwordHash`, when given, replaces the account's password.
 * @returns the account's id
 */
export async function makeInvitedAdmin(
  tx: DatabaseTransactionConnection,
  email: string,
  passwordHash: string | null,
): Promise<number> {
  const id = await tx.oneFirst(sql.typeAlias('id')`
    INSERT INTO users (email, role, password_hash, email_verified_at) VALUES (${email}, 'admin', ${passwordHash}, now())
    ON CONFLICT (lower(email)) DO UPDATE
    SET role = 'admin', email_verified_at = coalesce(users.email_verified_at, now()),
        password_hash = coalesce(EXCLUDED.password_hash, users.password_hash)
    RETURNING id`)
  await tx.query(sql.typeAlias('void')`INSERT INTO profiles (user_id) VALUES (${id}) ON CONFLICT DO NOTHING`)
  return id
}

/** Whether `email` has an invitation whose link still works (KITLY_ADMIN_EMAIL does not renew it at each start). */
export async function hasLiveInvitation(db: DatabaseConnection, email: string): Promise<boolean> {
  return db.exists(sql.typeAlias('void')`
    SELECT FROM account_tokens
    WHERE purpose = 'admin_invitation' AND lower(email) = lower(${email}) AND expires_at > now()`)
}
