/** Shapes of /api/admin/tutorials: every tool's tutorials, a page at a time, the tutorial form and the move. */
import { z } from 'zod'
import { TutorialFieldsSchema } from '../../../content/tutorial-fields.ts'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { listOf } from '../../../lib/http-errors.ts'
import { limitParam, offsetParam, searchParam } from '../../../lib/query-params.ts'
import { TutorialSchema } from '../../tutorials/schemas.ts'

export { TutorialFieldsSchema }

/** A tutorial as the admins see it: its tool, its place in the tool's list, and its Markdown as typed. */
export const AdminTutorialSchema = TutorialSchema.omit({ description_html: true }).extend({
  tool_id: z.number(),
  tool_name: z.string(),
  tool_slug: z.string(),
  /** 0 for the tool's first tutorial; the tool page lists them in this order. */
  position: z.number(),
  /** How many tutorials its tool has: the last one's position is this minus 1. */
  tool_tutorial_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminTutorial = z.infer<typeof AdminTutorialSchema>

export const ListAdminTutorialsQuery = z.object({
  /** Words of the title or of the tool's name. */
  q: searchParam,
  tool_id: z.coerce
    .number('tool_id must be a number')
    .int('tool_id must be a whole number')
    .positive('tool_id must be positive')
    .max(MAX_DATABASE_ID, 'tool_id is too large')
    .optional(),
  limit: limitParam(20, 100),
  offset: offsetParam,
})
export type ListAdminTutorialsQuery = z.infer<typeof ListAdminTutorialsQuery>

export const AdminTutorialListSchema = z.object({ total: z.number(), tutorials: listOf(AdminTutorialSchema) })

const TOOL_REQUIRED = 'Please choose the tool this tutorial is for'

export const AdminTutorialFields = TutorialFieldsSchema.extend({
  tool_id: z.coerce
    .number(TOOL_REQUIRED)
    .int(TOOL_REQUIRED)
    .positive(TOOL_REQUIRED)
    .max(MAX_DATABASE_ID, TOOL_REQUIRED),
})
export type AdminTutorialFields = z.infer<typeof AdminTutorialFields>

export const MOVE_DIRECTIONS = ['up', 'down'] as const
export const MoveTutorialBody = z.object({
  direction: z.enum(MOVE_DIRECTIONS, "Direction must be 'up' or 'down'"),
})
