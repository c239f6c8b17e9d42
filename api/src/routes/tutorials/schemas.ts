/** Shapes of the public tutorials: a tool's own (GET /api/tools/{slug}/tutorials) and the index (GET /api/tutorials). */
import { z } from 'zod'
import { DIFFICULTY_LEVELS, SLUG_MAX } from '../../lib/field-rules.ts'
import { listOf } from '../../lib/http-errors.ts'
import { limitParam, offsetParam } from '../../lib/query-params.ts'

export const TutorialSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Markdown, as the admin wrote it. */
  description: z.string(),
  /** The description rendered and sanitized on the server: safe to insert as it is. */
  description_html: z.string(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  duration_minutes: z.number().nullable(),
  video_url: z.string().nullable(),
  /** An http(s) link, or a PDF uploaded to this site (a path under /uploads/). */
  pdf_url: z.string().nullable(),
})
export type Tutorial = z.infer<typeof TutorialSchema>

/** An entry of the tutorials index: the tutorial and the tool it teaches. */
export const TutorialListItemSchema = TutorialSchema.extend({
  tool_name: z.string(),
  tool_slug: z.string(),
  tool_logo_url: z.string().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
})

const slugFilter = (name: string) =>
  z.string().trim().max(SLUG_MAX, `${name} must be at most ${SLUG_MAX} characters`).optional()

export const ListTutorialsQuery = z.object({
  /** A category's slug: tutorials of its tools. */
  category: slugFilter('category'),
  difficulty: z.enum(DIFFICULTY_LEVELS, `difficulty must be one of ${DIFFICULTY_LEVELS.join(', ')}`).optional(),
  /** A task's slug (the Magic Kit Builder's tasks): tutorials of the tools that do it. */
  task: slugFilter('task'),
  limit: limitParam(24, 50),
  offset: offsetParam,
})
export type ListTutorialsQuery = z.infer<typeof ListTutorialsQuery>

export const TutorialListSchema = z.object({ total: z.number(), tutorials: listOf(TutorialListItemSchema) })
