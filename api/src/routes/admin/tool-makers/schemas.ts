/** Shapes of `/api/admin/tools/{id}/maker`: a tool's verified maker, handed to another account or removed. */
import { z } from 'zod'
import { EMAIL_INVALID, EMAIL_MAX, EMAIL_PATTERN, EMAIL_TOO_LONG } from '../../../lib/field-rules.ts'

export const MAKER_SOURCES = ['email', 'dns', 'well_known', 'admin'] as const

export const ToolMakerSchema = z.object({
  maker: z
    .object({
      user_id: z.number(),
      email: z.string(),
      name: z.string().nullable(),
      /** How they became the maker: their own claim's method, or `admin` (a transfer). */
      source: z.enum(MAKER_SOURCES),
      verified_at: z.string(),
    })
    .nullable(),
})
export type ToolMaker = z.infer<typeof ToolMakerSchema>

export const TransferMakerBody = z.object({
  email: z.string({ error: EMAIL_INVALID }).trim().max(EMAIL_MAX, EMAIL_TOO_LONG).regex(EMAIL_PATTERN, EMAIL_INVALID),
})
