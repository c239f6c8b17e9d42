/** Shapes of /api/admin/newsletter: the subscribers list. */
import { z } from 'zod'

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

export const ListSubscribersQuery = z.object({
  status: StatusFilter.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
})

export const ExportSubscribersQuery = z.object({ status: StatusFilter.optional() })
