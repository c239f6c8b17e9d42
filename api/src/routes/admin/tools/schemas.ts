/**
 * Shapes of /api/admin/tools. The tool form's fields are `ToolFieldsSchema` (content/tool-fields.ts), the
 * one schema the bulk import uses too, so a tool is valid the same way whichever way it arrives.
 */
import { z } from 'zod'
import { TOOL_STATUSES } from '../../../content/tool-fields.ts'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { cacheBuster, searchParam } from '../../../lib/query-params.ts'
import { ToolSchema } from '../../tools/schemas.ts'
import { flagField } from '../fields.ts'

/** A task the tool does; `reviewed` is false for a task an import suggested and no admin has confirmed yet. */
export const AdminToolTaskSchema = z.object({ slug: z.string(), name: z.string(), reviewed: z.boolean() })

/** Every column an admin can see, including hidden (inactive) tools' status, the click count and the tasks. */
export const AdminToolSchema = ToolSchema.extend({
  status: z.enum(TOOL_STATUSES),
  search_keywords: z.string(),
  click_count: z.number(),
  notability: z.number(),
  tasks: z.array(AdminToolTaskSchema),
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

export const TaskOptionSchema = z.object({ slug: z.string(), name: z.string(), category_name: z.string().nullable() })
