/**
 * SQL of the watch digests (migrations/0067): who is due one, what it covers, and the bookkeeping that keeps it to
 * one a day. A follower hears only of changes made after they saved the tool, and only at a verified address:
 * whoever typed an unverified one must not get to send our mail to that inbox.
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { ToolChangeSchema } from './change-text.ts'

/** At most one digest per user in this long. */
const DIGEST_INTERVAL = sql.interval({ days: 1 })

const DueDigest = z.object({ user_id: z.number(), after_event_id: z.number(), through_event_id: z.number() })
export type DueDigest = z.infer<typeof DueDigest>

/** The changes each user follows that no digest has covered yet, for users whose last digest is a day old. */
export function findDueDigests(db: DatabaseConnection, now: Date) {
  return db.any(sql.type(DueDigest)`
    SELECT s.user_id, coalesce(d.last_event_id, 0)::int8 AS after_event_id, max(e.id) AS through_event_id
    FROM saved_tools s
    JOIN users u ON u.id = s.user_id
    JOIN tool_change_events e ON e.tool_id = s.tool_id AND e.changed_at >= s.created_at
    LEFT JOIN watch_digests d ON d.user_id = s.user_id
    WHERE s.following AND u.is_active AND u.email_verified_at IS NOT NULL
      AND coalesce(d.emails_on, true)
      AND e.id > coalesce(d.last_event_id, 0)
      AND (d.last_sent_at IS NULL OR d.last_sent_at <= ${sql.timestamp(now)} - ${DIGEST_INTERVAL})
    GROUP BY s.user_id, d.last_event_id
    ORDER BY s.user_id`)
}

export async function recordDigestSent(db: DatabaseConnection, digest: DueDigest, now: Date): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO watch_digests (user_id, last_sent_at, last_event_id)
    VALUES (${digest.user_id}, ${sql.timestamp(now)}, ${digest.through_event_id})
    ON CONFLICT (user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at, last_event_id = excluded.last_event_id`)
}

const DigestRecipient = z.object({ email: z.string(), name: z.string().nullable() })

/** Where a digest goes, at send time: null when the account has stopped wanting it meanwhile. */
export function findDigestRecipient(db: DatabaseConnection, userId: number) {
  return db.maybeOne(sql.type(DigestRecipient)`
    SELECT u.email, u.name FROM users u LEFT JOIN watch_digests d ON d.user_id = u.id
    WHERE u.id = ${userId} AND u.is_active AND u.email_verified_at IS NOT NULL AND coalesce(d.emails_on, true)`)
}

const FollowedToolChange = z.intersection(
  z.object({ tool_id: z.number(), tool_name: z.string(), tool_slug: z.string() }),
  ToolChangeSchema,
)
export type FollowedToolChange = z.infer<typeof FollowedToolChange>

/** The changes of events (after, through] of the tools `userId` still follows, by tool name, then in time order. */
export function listDigestChanges(
  db: DatabaseConnection,
  userId: number,
  afterEventId: number,
  throughEventId: number,
) {
  return db.any(sql.type(FollowedToolChange)`
    SELECT t.id AS tool_id, t.name AS tool_name, t.slug AS tool_slug, e.kind, e.plan_name, e.old_value, e.new_value
    FROM tool_change_events e
    JOIN tools t ON t.id = e.tool_id
    JOIN saved_tools s ON s.tool_id = e.tool_id AND s.user_id = ${userId} AND s.following
    WHERE e.id > ${afterEventId} AND e.id <= ${throughEventId} AND e.changed_at >= s.created_at
    ORDER BY lower(t.name), t.id, e.id`)
}

/** Turns the digest on or off. Turned back on, it starts from now: changes made while it was off are not mailed. */
export async function setDigestEmails(db: DatabaseConnection, userId: number, on: boolean): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO watch_digests (user_id, emails_on)
    -- Selected, so an account deleted a moment earlier is skipped, not a foreign-key error.
    SELECT id, ${on} FROM users WHERE id = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET emails_on = excluded.emails_on,
      last_event_id = CASE WHEN excluded.emails_on AND NOT watch_digests.emails_on
                           THEN (SELECT coalesce(max(id), 0) FROM tool_change_events)
                           ELSE watch_digests.last_event_id END`)
}

export function digestEmailsOn(db: DatabaseConnection, userId: number): Promise<boolean> {
  return db.oneFirst(sql.type(z.object({ on: z.boolean() }))`
    SELECT coalesce((SELECT emails_on FROM watch_digests WHERE user_id = ${userId}), true) AS on`)
}
