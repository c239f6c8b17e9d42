/**
 * Sends the queued mail, as the search outbox worker (search/src/outbox.ts) syncs its index: woken by
 * LISTEN mail_outbox when a message is committed and by a poll for retries; rows claimed with FOR UPDATE
 * SKIP LOCKED, so several Kitly instances share the queue and never send the same row.
 *
 * Each message is built and sent inside its own transaction, which deletes the row after the SMTP server
 * accepted it: a failure keeps the row (retried with exponential backoff) and rolls back the link minted
 * for it, a crash rolls back to "pending". Only a crash in the instant between the server's acceptance and
 * our commit can repeat a message, and then it carries the same Message-ID. Messages the server refused for
 * good are deleted a week later.
 */

import type { DatabasePool, DatabaseTransactionConnection } from '@kitly/db'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { findSiteName } from '../lib/site-name.ts'
import { renderMail, type Site } from './layout.ts'
import { claimDueMail, deleteOldFailedMail, deleteSentMail, type QueuedMail, recordFailedAttempt } from './queue.ts'
import { mailBuilders } from './templates.ts'
import type { MailTransport } from './transport.ts'

/** Where the site is and its secret; its name is read from Settings for each message. */
export type SiteAddress = Omit<Site, 'name'>

const POLL_INTERVAL_MS = 5_000
const MAX_BACKOFF_SECONDS = 60 * 60

export type MailWorker = {
  /** Sends everything due now (joining a run in progress); resolves when the queue has nothing due. */
  drain(): Promise<void>
  stop(): Promise<void>
}

/**
 * Builds and sends `mail` under a savepoint, so a link minted for a message that does not leave is rolled
 * back with it. A kind this instance does not know (queued by a newer one) fails like a send, and waits.
 * @returns false when the message lost its purpose and was not sent
 */
function buildAndSend(
  tx: DatabaseTransactionConnection,
  site: SiteAddress,
  transport: MailTransport,
  mail: QueuedMail,
) {
  return tx.transaction(async (savepoint) => {
    const build = mailBuilders.get(mail.kind)
    if (!build) throw new Error(`no mail template of kind ${mail.kind}`)
    // The name as Settings have it when the message leaves, not when the app started.
    const named: Site = { ...site, name: await findSiteName(savepoint) }
    const content = await build(savepoint, named, mail.params)
    if (!content) return false
    await transport.send({ ...mail, message: renderMail(named, content) })
    return true
  })
}

/** Sends the next due message; resolves false when none is due. */
export function createMailSender(
  db: DatabasePool,
  transport: MailTransport,
  log: FastifyBaseLogger,
  site: SiteAddress,
) {
  return function sendNext(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const mail = await claimDueMail(tx)
      if (!mail) return false
      let sent: boolean
      try {
        sent = await buildAndSend(tx, site, transport, mail)
      } catch (error) {
        const attempts = mail.attempts + 1
        const permanent = isPermanentFailure(error)
        const retryInSeconds = Math.min(2 ** attempts, MAX_BACKOFF_SECONDS)
        const details = { err: error, mailId: mail.id, kind: mail.kind, attempts }
        if (permanent) log.error(details, 'mail refused by the SMTP server; not retrying')
        else log.warn({ ...details, retryInSeconds }, 'mail not sent; will retry')
        await recordFailedAttempt(tx, mail.id, { error: String(error), permanent, retryInSeconds })
        return true
      }
      await deleteSentMail(tx, mail.id)
      if (sent) log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts + 1 }, 'mail sent')
      else log.info({ mailId: mail.id, kind: mail.kind }, 'mail dropped: its link was revoked or has expired')
      return true
    })
  }
}

/**
 * A 5xx about the recipient or the message itself will not change on a retry; anything else (server
 * down, timeouts, 4xx, authentication until an operator fixes it) may.
 */
function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  )
}

export async function startMailWorker(options: {
  db: DatabasePool
  databaseUrl: string
  transport: MailTransport
  log: FastifyBaseLogger
  site: SiteAddress
}): Promise<MailWorker> {
  const sendNext = createMailSender(options.db, options.transport, options.log, options.site)
  let stopped = false
  let running: Promise<void> | null = null
  let again = false

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (running) {
      // The run in progress goes round once more, so it also covers what was queued just now.
      again = true
      return running
    }
    running = (async () => {
      try {
        await deleteOldFailedMail(options.db)
        do {
          again = false
          while (!stopped && (await sendNext())) {}
        } while (again && !stopped)
      } catch (error) {
        options.log.warn({ err: error }, 'mail worker failed; retrying at the next poll')
      } finally {
        running = null
      }
    })()
    return running
  }

  const listener = new pg.Client({ connectionString: options.databaseUrl })
  listener.on('notification', () => void drain())
  // A dropped listener only delays mail until the next poll; it must not crash the process.
  listener.on('error', (error) => options.log.warn({ err: error }, 'mail queue listener lost'))
  await listener.connect()
  await listener.query('LISTEN mail_outbox')
  const poll = setInterval(() => void drain(), POLL_INTERVAL_MS)
  void drain()

  return {
    drain,
    stop: async () => {
      stopped = true
      clearInterval(poll)
      await running
      await listener.end().catch(() => {})
    },
  }
}
