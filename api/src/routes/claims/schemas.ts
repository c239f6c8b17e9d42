/** Shapes of makers' claims: `POST /api/tools/{slug}/claim`, `/api/claims/{id}` and its verify and resend. */
import { z } from 'zod'
import { EMAIL_INVALID, EMAIL_MAX, EMAIL_PATTERN, EMAIL_TOO_LONG } from '../../lib/field-rules.ts'

export const CLAIM_METHODS = ['email', 'dns', 'well_known'] as const
export type ClaimMethod = (typeof CLAIM_METHODS)[number]
export const CLAIM_STATES = ['pending', 'verified', 'failed', 'expired'] as const

export const CLAIM_EMAIL_REQUIRED = 'Please enter an email address at the tool’s domain.'
export const CLAIM_CODE_INVALID = 'Please enter the 6-digit code from the email.'

export const StartClaimBody = z
  .object({
    method: z.enum(CLAIM_METHODS, { error: 'Please choose how to verify: email, DNS or a file on the site.' }),
    email: z
      .string({ error: EMAIL_INVALID })
      .trim()
      .max(EMAIL_MAX, EMAIL_TOO_LONG)
      .regex(EMAIL_PATTERN, EMAIL_INVALID)
      .optional(),
  })
  .refine((claim) => claim.method !== 'email' || Boolean(claim.email), {
    path: ['email'],
    message: CLAIM_EMAIL_REQUIRED,
  })
export type StartClaimBody = z.infer<typeof StartClaimBody>

export const VerifyClaimBody = z.object({
  code: z
    .string({ error: CLAIM_CODE_INVALID })
    .trim()
    .regex(/^\d{6}$/, CLAIM_CODE_INVALID)
    .optional(),
})

export const ClaimSchema = z.object({
  id: z.number(),
  tool_slug: z.string(),
  tool_name: z.string(),
  method: z.enum(CLAIM_METHODS),
  state: z.enum(CLAIM_STATES),
  /** Email: where the code goes. */
  email: z.string().nullable(),
  /** DNS: the record to add. */
  dns_record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }).nullable(),
  /** Well-known: the file to serve. */
  well_known: z.object({ url: z.string(), content: z.string() }).nullable(),
  /** Email: until when the code sent last works (null until it is sent). */
  code_expires_at: z.string().nullable(),
  /** Email: from when a new code may be asked for. */
  resend_available_at: z.string().nullable(),
  /** Email: wrong codes left before the claim ends. */
  attempts_left: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  verified_at: z.string().nullable(),
})
export type Claim = z.infer<typeof ClaimSchema>
