/**
 * The mail_outbox table (migrations/0016, 0028): queued in the transaction of the change that causes the
 * mail, claimed one row at a time by the worker (worker.ts), deleted once the SMTP server accepted it.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import type { MailTemplate } from './templates.ts'

const QueuedMailRow = z.object({
  id: z.number(),
  kind: z.string(),
  params: z.unknown(),
  attempts: z.number(),
  created_at: z.string(),
})
export type QueuedMail = z.infer<typeof QueuedMailRow>

/**
 * Queues `template`'s message, built when it is sent; it leaves when the caller's transaction commits (a
 * trigger wakes the worker then). A message with a one-time account link is queued with
 * `queueAccountLinkMail` (link-tokens.ts). @throws ZodError when `params` do not fit the template
 */
export async function queueMail<P>(db: DatabaseConnection, template: MailTemplate<P>, params: P): Promise<void> {
  const stored = template.params.parse(params) as Parameters<typeof sql.jsonb>[0]
  await db.query(sql.typeAlias('void')`
    INSERT INTO mail_outbox (kind, params) VALUES (${template.kind}, ${sql.jsonb(stored)})`)
}

/**
 * The oldest message due now, locked for the caller's transaction. SKIP LOCKED: another worker (another
 * Kitly instance) sending a message makes this one take the next, never the same.
 */
export function claimDueMail(tx: DatabaseConnection) {
  return tx.maybeOne(sql.type(QueuedMailRow)`
    SELECT id, kind, params, attempts, created_at FROM mail_outbox
    WHERE status = 'pending' AND next_attempt_at <= now()
    ORDER BY next_attempt_at, id
    LIMIT 1
    FOR UPDATE SKIP LOCKED`)
}

export async function deleteSentMail(tx: DatabaseConnection, id: number): Promise<void> {
  await tx.query(sql.typeAlias('void')`DELETE FROM mail_outbox WHERE id = ${id}`)
}

/** Records a failed attempt: the row waits `retryInSeconds`, or stops for good when `permanent`. */
export async function recordFailedAttempt(
  tx: DatabaseConnection,
  id: number,
  failure: { error: string; permanent: boolean; retryInSeconds: number },
): Promise<void> {
  await tx.query(sql.typeAlias('void')`
    UPDATE mail_outbox
    SET attempts = attempts + 1,
        status = ${failure.permanent ? 'failed' : 'pending'},
        failed_at = ${failure.permanent ? sql.fragment`now()` : null},
        next_attempt_at = now() + make_interval(secs => ${failure.retryInSeconds}),
        last_error = ${failure.error.slice(0, 2000)}
    WHERE id = ${id}`)
}

/** How long a message the server refused for good stays visible in the queue, for whoever looks into it. */
const KEEP_FAILED = sql.interval({ days: 7 })

export async function deleteOldFailedMail(db: DatabaseConnection): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM mail_outbox WHERE status = 'failed' AND failed_at < now() - ${KEEP_FAILED}`)
}
