/**
 * Keeps tool_change_events (migrations/0067) from growing forever: the digest job deletes, a batch at a time, the
 * events no digest can still need.
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { watchDigestMail } from '../mail/watch-digest-mail.ts'

/**
 * How long a change event is kept at least. Far past the day between digests and the mail worker's retries, so the
 * next digest of everyone who can get one has mailed it long before.
 */
const KEEP_EVENTS = sql.interval({ days: 30 })

/**
 * Deletes up to `limit` change events no digest can still need: older than KEEP_EVENTS, past the cursor of every
 * follower who can be mailed one (active, verified, digest on, following since before the change), and outside every
 * digest still waiting in the mail queue. Answers how many went. A follower who cannot be mailed does not keep
 * events: once they can, their digest starts from what is kept (the last month at least).
 */
export function pruneChangeEvents(db: DatabaseConnection, now: Date, limit: number) {
  return db.oneFirst(sql.type(z.object({ deleted: z.number() }))`
    WITH gone AS (
      DELETE FROM tool_change_events WHERE id IN (
        SELECT e.id FROM tool_change_events e
        WHERE e.changed_at < ${sql.timestamp(now)} - ${KEEP_EVENTS}
          AND NOT EXISTS (
            SELECT FROM saved_tools s
            JOIN users u ON u.id = s.user_id
            LEFT JOIN watch_digests d ON d.user_id = s.user_id
            WHERE s.tool_id = e.tool_id AND s.following AND e.changed_at >= s.created_at
              AND u.is_active AND u.email_verified_at IS NOT NULL AND coalesce(d.emails_on, true)
              AND e.id > coalesce(d.last_event_id, 0))
          AND NOT EXISTS (
            SELECT FROM mail_outbox m
            JOIN saved_tools s ON s.user_id = (m.params->>'userId')::int AND s.tool_id = e.tool_id
            WHERE m.kind = ${watchDigestMail.kind} AND m.status = 'pending'
              AND e.id > (m.params->>'afterEventId')::int8 AND e.id <= (m.params->>'throughEventId')::int8)
        ORDER BY e.id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING 1)
    SELECT count(*)::int AS deleted FROM gone`)
}
