import { ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'

/** A task of the kit planner's taxonomy ("Transcribe audio and video"), with how many active tools do it. */
export const TaskSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  category_slug: z.string().nullable(),
  tool_count: z.number(),
})
export type TaskSummary = z.infer<typeof TaskSummarySchema>

/** A task with the tools that do it, best first (as the Magic Kit Builder ranks them for a step). */
export const TaskSchema = TaskSummarySchema.extend({
  synonyms: z.array(z.string()),
  tools: z.array(ToolCard.extend({ website_url: z.string() })),
})
export type Task = z.infer<typeof TaskSchema>

export const TaskParams = z.object({ slug: z.string().max(200) })

/** `?tool={slug}`: only the tasks that tool does (a tool page's "Good for"). */
export const ListTasksQuery = z.object({ tool: z.string().max(200).optional() })
