/** Shapes of /api/newsletter: subscribing, confirming and unsubscribing. */
import { z } from 'zod'

export const SubscribeBody = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  /** Where the box was (e.g. 'blog'), for the admins' export. */
  source: z.string().trim().max(100, 'source must be at most 100 characters').optional(),
})

const Token = z.string().max(200)

export const ConfirmBody = z.object({ token: Token })

export const UnsubscribeQuery = z.object({ token: Token.optional() })

export const UnsubscribeBody = z.object({ token: Token.optional() }).optional()

export const Subscribed = z.object({ ok: z.literal(true), message: z.string() })
