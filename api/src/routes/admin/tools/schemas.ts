/**
 * Shapes of /api/admin/tools. The tool form's fields are `ToolFieldsSchema` (lib/tool-fields.ts), the
 * one schema the bulk import uses too, so a tool is valid the same way whichever way it arrives.
 */
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { cacheBuster, searchParam } from '../../../lib/query-params.ts'
import { TOOL_STATUSES } from '../../../lib/tool-fields.ts'
import { ToolSchema } from '../../tools/schemas.ts'
import { flagField } from '../fields.ts'

/** Every column an admin can see, including hidden (inactive) tools' status and the click count. */
export const AdminToolSchema = ToolSchema.extend({
  status: z.enum(TOOL_STATUSES),
  search_keywords: z.string(),
  click_count: z.number(),
})

export const ListAdminToolsQuery = z.object({
  search: searchParam,
  category_id: z.coerce
    .number('category_id must be a number')
    .int()
    .positive()
    .max(MAX_DATABASE_ID, 'category_id is too large')
    .optional(),
  _t: cacheBuster,
})

export const FeaturedFields = z.object({
  is_featured: flagField('is_featured').pipe(z.boolean('is_featured must be true or false')),
})

export const FeaturedSchema = z.object({
  ok: z.literal(true),
  id: z.number(),
  is_featured: z.boolean(),
  message: z.string(),
})
