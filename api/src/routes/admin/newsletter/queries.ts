/** SQL for the admins' view of newsletter subscribers. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { type Subscriber, SubscriberSchema, type SubscriberStatus } from './schemas.ts'

const STATUS = sql.fragment`CASE WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed'
  WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END`

const whereStatus = (status: SubscriberStatus | undefined) =>
  status ? sql.fragment`WHERE ${STATUS} = ${status}` : sql.fragment``

export function countSubscribers(db: DatabaseConnection, status: SubscriberStatus | undefined) {
  return db.oneFirst(sql.type(z.object({ total: z.number() }))`
    SELECT count(*)::int AS total FROM newsletter_subscribers ${whereStatus(status)}`)
}

/** Newest first, a page at a time. */
export function listSubscribers(
  db: DatabaseConnection,
  query: { status?: SubscriberStatus | undefined; limit: number; offset: number },
) {
  return db.any(sql.type(SubscriberSchema)`
    SELECT id, email, source, ${STATUS} AS status, created_at, confirmed_at, unsubscribed_at
    FROM newsletter_subscribers ${whereStatus(query.status)}
    ORDER BY created_at DESC, id DESC
    LIMIT ${query.limit} OFFSET ${query.offset}`)
}

const EXPORT_PAGE = 1000

/** Every subscriber (of `status`), oldest first, read a page at a time so an export of any size streams. */
export async function* allSubscribers(
  db: DatabaseConnection,
  status: SubscriberStatus | undefined,
): AsyncGenerator<Subscriber> {
  let afterId = 0
  for (;;) {
    const rows = await db.any(sql.type(SubscriberSchema)`
      SELECT id, email, source, ${STATUS} AS status, created_at, confirmed_at, unsubscribed_at
      FROM newsletter_subscribers
      WHERE id > ${afterId} ${status ? sql.fragment`AND ${STATUS} = ${status}` : sql.fragment``}
      ORDER BY id LIMIT ${EXPORT_PAGE}`)
    yield* rows
    const last = rows.at(-1)
    if (last === undefined || rows.length < EXPORT_PAGE) return
    afterId = last.id
  }
}
