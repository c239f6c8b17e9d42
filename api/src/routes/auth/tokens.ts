/** SQL for the one-time links mailed to account holders (account_tokens, migrations/0017). */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import type { TokenPurpose } from '../../mail/link-tokens.ts'

const TokenOwnerRow = z.object({ user_id: z.number(), is_active: z.boolean() })

/**
 * Spends a password-reset token: the account it belongs to, or null when the token is unknown, spent,
 * expired, or was mailed to an address the account no longer has. Two requests with one token: the row
 * lock makes the second wait, and it then finds the token spent.
 */
export function spendPasswordResetToken(db: DatabaseConnection, hash: Buffer) {
  return db.maybeOne(sql.type(TokenOwnerRow)`
    UPDATE account_tokens t SET used_at = now()
    FROM users u
    WHERE t.token_hash = ${sql.binary(hash)} AND t.purpose = 'password_reset' AND t.used_at IS NULL
      AND t.expires_at > now() AND u.id = t.user_id AND lower(u.email) = lower(t.email)
    RETURNING t.user_id, u.is_active`)
}

const EmailChangeRow = z.object({ user_id: z.number(), is_active: z.boolean(), email: z.string() })

/**
 * Spends an email-change token: its account and the new address (the token's), or null when the token is
 * unknown, spent or expired. The row lock makes a second request with the same token find it spent.
 */
export function spendEmailChangeToken(db: DatabaseConnection, hash: Buffer) {
  return db.maybeOne(sql.type(EmailChangeRow)`
    UPDATE account_tokens t SET used_at = now()
    FROM users u
    WHERE t.token_hash = ${sql.binary(hash)} AND t.purpose = 'email_change' AND t.used_at IS NULL
      AND t.expires_at > now() AND u.id = t.user_id
    RETURNING t.user_id, u.is_active, t.email`)
}

/** Voids the account's tokens of one purpose (a new email change replaces the pending one). */
export async function deleteAccountTokens(
  db: DatabaseConnection,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM account_tokens WHERE user_id = ${userId} AND purpose = ${purpose}`)
}

/**
 * Marks the address an email-verification token was mailed to as verified, if the account still has it.
 * Answers whether the token was good. Not spent: following the link twice is fine.
 */
export async function verifyEmailWithToken(db: DatabaseConnection, hash: Buffer): Promise<boolean> {
  const verified = await db.maybeOne(sql.typeAlias('id')`
    UPDATE users u SET email_verified_at = coalesce(u.email_verified_at, now())
    FROM account_tokens t
    WHERE t.token_hash = ${sql.binary(hash)} AND t.purpose = 'email_verification' AND t.expires_at > now()
      AND u.id = t.user_id AND lower(u.email) = lower(t.email)
    RETURNING u.id`)
  return verified !== null
}

/** After a reset: the other reset links of the account are void, and its address is proven. */
export async function completePasswordReset(db: DatabaseConnection, userId: number): Promise<void> {
  await deleteAccountTokens(db, userId, 'password_reset')
  await db.query(sql.typeAlias('void')`
    UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${userId}`)
}

/** Expired tokens are useless; issuing a new one sweeps them (indexed by user, so this stays cheap). */
export async function deleteExpiredAccountTokens(db: DatabaseConnection, userId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM account_tokens WHERE user_id = ${userId} AND expires_at <= now()`)
}
