import useSWR from 'swr'
import { apiFetchBlob, apiFetchPage } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

/** api/src/routes/admin/newsletter/queries.ts SUBSCRIBER_STATUSES, with their labels. */
export const SUBSCRIBER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['value']

/** api/src/routes/admin/newsletter/queries.ts SubscriberSchema (its module reads the database, so restated here). */
export type Subscriber = {
  id: number
  email: string
  source: string | null
  /** pending until the confirmation link is followed; only confirmed addresses get the newsletter. */
  status: SubscriberStatus
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** A page of subscribers, newest first; no status means every subscriber. */
export type SubscribersQuery = { status?: SubscriberStatus | undefined; limit: number; offset: number }

const subscribersPath = '/api/admin/newsletter/subscribers'
export const subscribersKey = (query: SubscribersQuery) => withQuery(subscribersPath, query)

/** GET /api/admin/newsletter/subscribers: one page and the total of the status in `X-Total-Count`. */
export const useSubscribers = (query: SubscribersQuery) =>
  useSWR(subscribersKey(query), (key: string) => apiFetchPage<Subscriber>(key), { keepPreviousData: true })

/** GET /api/admin/newsletter/subscribers/export: every subscriber of the status (or all) as CSV. */
export const exportSubscribers = (status: SubscriberStatus | undefined) =>
  apiFetchBlob(withQuery(`${subscribersPath}/export`, { status }))
