import type { Subscriber, SubscriberListSchema } from '@kitly/api/schemas'
import type { z } from 'zod'
import { apiFetchBlob } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

export type { Subscriber }
export type SubscriberPage = z.infer<typeof SubscriberListSchema>

/** The subscriber statuses, with their labels. */
export const SUBSCRIBER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['value']

/** GET /api/admin/newsletter/subscribers: a page (search, status, sort) and the total it leaves. */
export const subscribersPath = '/api/admin/newsletter/subscribers'

/** GET /api/admin/newsletter/subscribers/export: every subscriber of the status (or all) as CSV. */
export const exportSubscribers = (status: SubscriberStatus | undefined) =>
  apiFetchBlob(withQuery(`${subscribersPath}/export`, { status }))
