/**
 * The first administrator: from KITLY_ADMIN_EMAIL / KITLY_ADMIN_PASSWORD when set; otherwise, while
 * the database has no admin at all, `admin@localhost` with a random password shown once.
 */

import { type DatabasePool, sql } from '@kitly/db'
import { z } from 'zod'
import { generatePassword, hashPassword, verifyPassword } from '../auth/passwords.ts'
import { Role } from '../auth/roles.ts'
import { deleteUserSessions } from '../auth/sessions.ts'
import { hasLiveInvitation, inviteAdmin } from '../routes/admin/admin-users/invitations.ts'

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost'

export type AdminSetup =
  | { kind: 'unchanged' }
  | { kind: 'from-environment'; email: string }
  /** KITLY_ADMIN_EMAIL is an account whose address nobody proved: it was invited, not promoted. */
  | { kind: 'invited'; email: string }
  /** A generated password: the caller shows it once and it is never stored in clear. */
  | { kind: 'generated'; email: string; password: string }

const UserRow = z.object({ id: z.number(), role: Role, password_hash: z.string().nullable(), verified: z.boolean() })

/**
 * With KITLY_ADMIN_EMAIL and KITLY_ADMIN_PASSWORD: creates that admin, or makes the existing account an
 * active admin with that password, ending its sessions when it was not an admin or its password changes.
 * An account that is not an admin yet and whose address is not verified may have been signed up by anyone
 * who typed the address: it is not promoted, and the address gets an admin invitation instead (once, until
 * that expires).
 */
export async function ensureAdmin(
  pool: DatabasePool,
  credentials: { email?: string | undefined; password?: string | undefined },
): Promise<AdminSetup> {
  if (credentials.email && credentials.password) {
    const { email, password } = credentials
    return pool.transaction(async (tx) => {
      const existing = await tx.maybeOne(sql.type(UserRow)`
        SELECT id, role, password_hash, email_verified_at IS NOT NULL AS verified
        FROM users WHERE lower(email) = lower(${email}) FOR UPDATE`)
      if (existing && existing.role !== 'admin' && !existing.verified) {
        if (!(await hasLiveInvitation(tx, email))) await inviteAdmin(tx, { email, invitedBy: null })
        return { kind: 'invited', email }
      }
      // Hash only when needed: argon2 is deliberately slow.
      const passwordMatches = existing?.password_hash ? await verifyPassword(existing.password_hash, password) : false
      const passwordHash = passwordMatches ? existing?.password_hash : await hashPassword(password)
      await tx.query(sql.typeAlias('void')`
        INSERT INTO users (email, name, role, password_hash) VALUES (${email}, 'Admin User', 'admin', ${passwordHash ?? null})
        ON CONFLICT (lower(email)) DO UPDATE SET role = 'admin', is_active = true, password_hash = EXCLUDED.password_hash`)
      // A session opened as a plain user, or with the old password, does not carry over.
      if (existing && (existing.role !== 'admin' || !passwordMatches)) await deleteUserSessions(tx, existing.id)
      return { kind: 'from-environment', email }
    })
  }
  const hasAdmin = await pool.oneFirst(sql.type(z.object({ has_admin: z.boolean() }))`
    SELECT EXISTS (SELECT FROM users WHERE role = 'admin') AS has_admin`)
  if (hasAdmin) return { kind: 'unchanged' }
  const password = generatePassword()
  const created = await pool.maybeOneFirst(sql.type(z.object({ id: z.number() }))`
    INSERT INTO users (email, name, role, password_hash)
    VALUES (${DEFAULT_ADMIN_EMAIL}, 'Admin User', 'admin', ${await hashPassword(password)})
    ON CONFLICT (lower(email)) DO NOTHING
    RETURNING id`)
  return created === null ? { kind: 'unchanged' } : { kind: 'generated', email: DEFAULT_ADMIN_EMAIL, password }
}

/**
 * `kitly admin:create`: makes `email` an active admin with this password, creating the account or promoting
 * an existing one. A promoted account's sessions end, since its password changed.
 */
export async function createOrPromoteAdmin(
  pool: DatabasePool,
  admin: { email: string; password: string; name?: string | undefined },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(admin.password)
  return pool.transaction(async (tx) => {
    const existing = await tx.maybeOneFirst(sql.type(z.object({ id: z.number() }))`
      SELECT id FROM users WHERE lower(email) = lower(${admin.email}) FOR UPDATE`)
    if (existing === null) {
      await tx.query(sql.typeAlias('void')`
        INSERT INTO users (email, name, role, password_hash) VALUES (${admin.email}, ${admin.name ?? 'Admin User'}, 'admin', ${passwordHash})`)
      return 'created'
    }
    await tx.query(sql.typeAlias('void')`
      UPDATE users SET role = 'admin', is_active = true, password_hash = ${passwordHash},
        name = coalesce(${admin.name ?? null}, name)
      WHERE id = ${existing}`)
    await tx.query(sql.typeAlias('void')`DELETE FROM sessions WHERE user_id = ${existing}`)
    return 'promoted'
  })
}
