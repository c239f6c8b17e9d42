import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { limitParam, offsetParam } from '../../../lib/query-params.ts'

export const AuditEntrySchema = z.object({
  id: z.number(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})

export const ListAuditQuery = z.object({
  actor_id: z.coerce
    .number('actor_id must be a number')
    .int()
    .positive()
    .max(MAX_DATABASE_ID, 'actor_id is too large')
    .optional(),
  action: z.string().trim().max(100).optional(),
  entity_type: z.string().trim().max(50).optional(),
  entity_id: z.string().trim().max(100).optional(),
  /** ISO dates or timestamps bounding created_at. */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional(),
  until: z.iso.datetime({ offset: true, error: 'until must be an ISO date-time' }).optional(),
  limit: limitParam(50),
  offset: offsetParam,
})
export type ListAuditQuery = z.infer<typeof ListAuditQuery>
