/** SQL for newsletter subscriptions with double opt-in (newsletter_subscribers, migrations/0008 and 0018). */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { NEWSLETTER_CONFIRMATION_VALID_DAYS } from '../../mail/templates.ts'

/** A pending address gets at most one confirmation mail per this interval, however often it is entered. */
const CONFIRMATION_RESEND_AFTER = sql.interval({ minutes: 5 })

const SubscriptionRow = z.object({
  id: z.number(),
  email: z.string(),
  confirmed: z.boolean(),
  recently_mailed: z.boolean(),
})

/**
 * Records an address (once, whatever its case). An address that had unsubscribed starts over as pending:
 * coming back needs a new confirmation.
 */
export function upsertSubscription(db: DatabaseConnection, email: string, source: string | null) {
  return db.one(sql.type(SubscriptionRow)`
    INSERT INTO newsletter_subscribers AS s (email, source) VALUES (${email}, ${source})
    ON CONFLICT ((lower(email))) DO UPDATE SET
      confirmed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.confirmed_at END,
      unsubscribed_at = NULL
    RETURNING s.id, s.email, s.confirmed_at IS NOT NULL AS confirmed,
              coalesce(s.confirm_sent_at > now() - ${CONFIRMATION_RESEND_AFTER}, false) AS recently_mailed`)
}

/** A confirmation mail is queued now; its link is minted when it is sent (mail/link-tokens.ts). */
export async function recordConfirmationQueued(db: DatabaseConnection, id: number): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE newsletter_subscribers SET confirm_sent_at = now() WHERE id = ${id}`)
}

/** Confirms the subscription the token was mailed for; false when the token is unknown, expired or void. */
export async function confirmSubscription(db: DatabaseConnection, hash: Buffer): Promise<boolean> {
  const confirmed = await db.maybeOne(sql.typeAlias('id')`
    UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, now())
    WHERE confirm_token_hash = ${sql.binary(hash)} AND unsubscribed_at IS NULL
      AND confirm_sent_at > now() - ${sql.interval({ days: NEWSLETTER_CONFIRMATION_VALID_DAYS })}
    RETURNING id`)
  return confirmed !== null
}

/** Unsubscribes the address of this token (again is fine); false for an unknown token. */
export async function unsubscribe(db: DatabaseConnection, token: string): Promise<boolean> {
  const unsubscribed = await db.maybeOne(sql.typeAlias('id')`
    UPDATE newsletter_subscribers
    SET unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL
    WHERE unsubscribe_token = ${token}
    RETURNING id`)
  return unsubscribed !== null
}
