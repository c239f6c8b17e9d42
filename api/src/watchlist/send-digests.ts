/**
 * The digest job: queues one watch digest for each user due one (digest-queries.ts) and records what it covered,
 * all in one transaction, so a digest is queued exactly when its bookkeeping commits. The scheduled run and
 * `kitly send-digests` share it; an advisory lock lets one Kitly instance run it at a time. After queuing, the same
 * run prunes the change events no digest can still need (prune-events.ts).
 */
import { type DatabasePool, sql } from '@kitly/db'
import { z } from 'zod'
import { queueMail } from '../mail/queue.ts'
import { watchDigestMail } from '../mail/watch-digest-mail.ts'
import { findDueDigests, recordDigestSent } from './digest-queries.ts'
import { pruneChangeEvents } from './prune-events.ts'

/** Events deleted per statement, and statements per run: a backlog is worked off over a few runs, in short locks. */
const PRUNE_BATCH = 1000
const PRUNE_BATCHES_PER_RUN = 10

/**
 * Queues the digests due at `now`; answers how many, or null when another instance is running the job. The mail
 * worker sends them once this commits.
 */
export function sendWatchDigests(db: DatabasePool, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.oneFirst(sql.type(z.object({ locked: z.boolean() }))`
      SELECT pg_try_advisory_xact_lock(hashtext('kitly:watch-digests')) AS locked`)
    if (!locked) return null
    const due = await findDueDigests(tx, now)
    for (const digest of due) {
      await recordDigestSent(tx, digest, now)
      await queueMail(tx, watchDigestMail, {
        userId: digest.user_id,
        afterEventId: digest.after_event_id,
        throughEventId: digest.through_event_id,
      })
    }
    // After the digests are recorded and queued, so the events they cover are seen as needed until mailed.
    for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN; batch++) {
      if ((await pruneChangeEvents(tx, now, PRUNE_BATCH)) < PRUNE_BATCH) break
    }
    return due.length
  })
}
