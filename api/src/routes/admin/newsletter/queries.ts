/** SQL for the admins' view of newsletter subscribers. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { type ListSubscribersQuery, type Subscriber, SubscriberSchema, type SubscriberStatus } from './schemas.ts'

const STATUS = sql.fragment`CASE WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed'
  WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END`

const SUBSCRIBER_ORDER = {
  email: sql.fragment`email`,
  status: STATUS,
  source: sql.fragment`source`,
  created_at: sql.fragment`created_at`,
  confirmed_at: sql.fragment`confirmed_at`,
  unsubscribed_at: sql.fragment`unsubscribed_at`,
}

/** A page of the subscribers the search and status leave, with their number. */
export async function listSubscribers(db: DatabaseConnection, query: ListSubscribersQuery) {
  const { rows, total } = await selectPage(db, SubscriberSchema, {
    columns: sql.fragment`id, email, source, ${STATUS} AS status, created_at, confirmed_at, unsubscribed_at`,
    from: sql.fragment`FROM newsletter_subscribers`,
    where: whereAll([
      containsText([sql.fragment`email`, sql.fragment`source`], query.q),
      query.status ? sql.fragment`${STATUS} = ${query.status}` : null,
    ]),
    orderBy: orderBy(SUBSCRIBER_ORDER, query.sort, query.order, sql.fragment`id`),
    limit: query.limit,
    offset: query.offset,
  })
  return { subscribers: rows, total }
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
