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
