/** Shapes of /api/admin/newsletter: the subscribers list. */
import { z } from 'zod'
import { adminListParams, sortParams } from '../../../lib/query-params.ts'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export const SubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  source: z.string().nullable(),
  /** pending until the confirmation link is followed; only confirmed addresses get the newsletter. */
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
})

export type Subscriber = z.infer<typeof SubscriberSchema>

const StatusFilter = z.enum(SUBSCRIBER_STATUSES, { error: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` })

export const SubscriberListSchema = z.object({ subscribers: z.array(SubscriberSchema).readonly(), total: z.number() })

/** Columns the list sorts by (those shown); newest first unless asked. */
export const SUBSCRIBER_SORTS = ['email', 'status', 'source', 'created_at', 'confirmed_at', 'unsubscribed_at'] as const

/** `q` searches emails and sources. */
export const ListSubscribersQuery = z.object({
  ...adminListParams,
  ...sortParams(SUBSCRIBER_SORTS, 'created_at', 'desc'),
  status: StatusFilter.optional(),
})
export type ListSubscribersQuery = z.infer<typeof ListSubscribersQuery>

export const ExportSubscribersQuery = z.object({ status: StatusFilter.optional() })
