import type { Subscriber } from '@kitly/api/schemas'

export type { Subscriber }

import useSWR from 'swr'
import { apiFetchBlob, apiFetchPage } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

/** The subscriber statuses, with their labels. */
export const SUBSCRIBER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['value']

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
