/** Shapes of POST /api/contact. */
import { z } from 'zod'
import { MOBILE_PATTERN, QUERY_TYPES } from '../../lib/field-rules.ts'

/** The shape the form sends; the handler checks what is required and well-formed, with the form's messages. */
export const ContactBody = z.object({
  email: z.string({ error: 'email must be text' }).nullish(),
  mobile: z.string({ error: 'mobile must be text' }).nullish(),
  query_type: z.string({ error: 'query_type must be text' }).nullish(),
  message: z.string({ error: 'message must be text' }).nullish(),
})

export const ContactMessage = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'Please enter a valid mobile number').nullable(),
  query_type: z.enum(QUERY_TYPES, { error: `query_type must be one of ${QUERY_TYPES.join(', ')}` }),
  message: z.string().trim().max(10_000, 'message must be at most 10,000 characters'),
})

export const ContactCreatedSchema = z.object({ ok: z.literal(true), id: z.number(), status: z.literal('new') })
