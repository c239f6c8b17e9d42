/**
 * The mail_outbox table (migrations/0016): queued in the transaction of the change that causes the mail,
 * claimed one row at a time by the worker (worker.ts), deleted once the SMTP server accepted it.
 */
import { z } from 'zod'
import { type DatabaseConnection, sql } from '../db/sql.ts'
import type { MailMessage } from './layout.ts'

const MailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  link: z.string().nullable(),
})

const QueuedMailRow = z.object({
  id: z.number(),
  kind: z.string(),
  message: MailMessageSchema,
  attempts: z.number(),
  created_at: z.string(),
})
export type QueuedMail = z.infer<typeof QueuedMailRow>

/** Queues a message; it leaves when the caller's transaction commits (a trigger wakes the worker then). */
export async function insertQueuedMail(db: DatabaseConnection, kind: string, message: MailMessage): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO mail_outbox (kind, message) VALUES (${kind}, ${sql.jsonb(message)})`)
}

/**
 * The oldest message due now, locked for the caller's transaction. SKIP LOCKED: another worker (another
 * Kitly instance) sending a message makes this one take the next, never the same.
 */
export function claimDueMail(tx: DatabaseConnection) {
  return tx.maybeOne(sql.type(QueuedMailRow)`
    SELECT id, kind, message, attempts, created_at FROM mail_outbox
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
        next_attempt_at = now() + make_interval(secs => ${failure.retryInSeconds}),
        last_error = ${failure.error.slice(0, 2000)}
    WHERE id = ${id}`)
}
