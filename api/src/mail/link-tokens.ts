/**
 * Tokens in mailed links (password reset, email verification, admin invitation, newsletter confirmation)
 * take the session tokens' form: 256 random bits in the link, only their SHA-256 in the database. A token
 * is minted only when its message is sent (worker.ts), in the transaction that sends it: what is queued
 * names the row the token belongs to, so neither a leaked table nor a leaked queue holds a usable link.
 */

import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { hashSessionToken, newSessionToken } from '../auth/sessions.ts'
import { queueMail } from './queue.ts'
import type { MailTemplate } from './templates.ts'

/** The account links queued with `queueAccountLinkMail` (admin invitations have their own row, routes/admin/admin-users/invitations.ts). */
export type TokenPurpose = 'password_reset' | 'email_verification' | 'email_change'

function newLinkToken(): { token: string; hash: Buffer } {
  const token = newSessionToken()
  return { token, hash: hashSessionToken(token) as Buffer }
}

/** The stored form of a link token; null for text that cannot be one of ours. */
export const hashLinkToken = (token: string): Buffer | null => hashSessionToken(token)

/** What a template with a one-time account link queues: the account_tokens row its token will belong to. */
export const AccountLinkParams = z.object({ tokenId: z.number().int() })
export type AccountLinkParams = z.infer<typeof AccountLinkParams>

/**
 * Queues `template`'s message with a one-time link for the account `userId`, mailed to `email` and valid
 * `validHours` from now; the token is minted when the message is sent. In the caller's transaction.
 */
export async function queueAccountLinkMail(
  db: DatabaseConnection,
  template: MailTemplate<AccountLinkParams>,
  link: AccountLink,
): Promise<void> {
  await queueMail(db, template, { tokenId: await insertAccountLink(db, link) })
}

export type AccountLink = { userId: number; purpose: TokenPurpose; email: string; validHours: number }

/** The account_tokens row of a link whose token is minted later (or never, when its message is not sent). */
export function insertAccountLink(db: DatabaseConnection, link: AccountLink): Promise<number> {
  return db.oneFirst(sql.typeAlias('id')`
    INSERT INTO account_tokens (user_id, purpose, email, expires_at)
    VALUES (${link.userId}, ${link.purpose}, ${link.email}, now() + ${sql.interval({ hours: link.validHours })})
    RETURNING id`)
}

const MintedAccountLink = z.object({ email: z.string(), name: z.string().nullable() })
/** A minted link: its token, the address it goes to, and the name to greet (null: none). */
export type MintedAccountLink = z.infer<typeof MintedAccountLink> & { token: string }

/**
 * At send time: mints the token of the account_tokens row `tokenId` (a later message for the same row
 * replaces the link of an earlier one). Answers the token, the address and the name to greet, which is
 * only the account's when that address is verified: whoever typed an unverified address also typed the
 * name, and must not get to write to that inbox. Null when the row is gone, spent or expired.
 */
export async function mintAccountToken(tx: DatabaseTransactionConnection, tokenId: number) {
  const { token, hash } = newLinkToken()
  const link = await tx.maybeOne(sql.type(MintedAccountLink)`
    UPDATE account_tokens t SET token_hash = ${sql.binary(hash)}
    WHERE t.id = ${tokenId} AND t.used_at IS NULL AND t.expires_at > now()
    RETURNING t.email, (
      SELECT u.name FROM users u
      WHERE u.id = t.user_id AND lower(u.email) = lower(t.email) AND u.email_verified_at IS NOT NULL
    ) AS name`)
  return link && { token, ...link }
}

const MintedNewsletterLink = z.object({ email: z.string(), unsubscribe_token: z.string() })

/**
 * At send time: mints the confirmation token of the pending subscription `subscriptionId`. Null when it
 * was confirmed or unsubscribed meanwhile.
 */
export async function mintNewsletterToken(tx: DatabaseTransactionConnection, subscriptionId: number) {
  const { token, hash } = newLinkToken()
  const link = await tx.maybeOne(sql.type(MintedNewsletterLink)`
    UPDATE newsletter_subscribers SET confirm_token_hash = ${sql.binary(hash)}
    WHERE id = ${subscriptionId} AND confirmed_at IS NULL AND unsubscribed_at IS NULL
    RETURNING email, unsubscribe_token`)
  return link && { token, ...link }
}
