/** The Magic Kit's request options and answer shapes: zod only, so the API's schemas and the web app can use them. */
import { z } from 'zod'
import { ToolCard } from '../engine.ts'

export const BUDGETS = ['mixed', 'free', 'paid'] as const
export const COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const
export const KIT_SIZES = [5, 7, 10] as const
export type Budget = (typeof BUDGETS)[number]
export type Complexity = (typeof COMPLEXITIES)[number]
export type KitSize = (typeof KIT_SIZES)[number]

/** A tool of a kit: the card, its website, the step it covers (a task slug, an id of `needs`) and why it was picked. */
export const KitTool = ToolCard.extend({ website_url: z.string(), need_id: z.string(), reason: z.string() })
export type KitTool = z.infer<typeof KitTool>

/** A step of the kit: the task, the tool chosen for it and why, and up to two tools to swap in. */
export const KitStep = z.object({
  task: z.object({ slug: z.string(), name: z.string() }),
  tool: KitTool,
  reason: z.string(),
  alternatives: z.array(KitTool),
})
export type KitStep = z.infer<typeof KitStep>

export const KitNeedSummary = z.object({
  /** The task's slug. */
  id: z.string(),
  label: z.string(),
  categories: z.array(z.string()),
  /**
   * Why the kit has it: goal (named in the goal), scenario (a step of the project it describes), context
   * (named in its subject), catalog (related to those, to fill the kit), fallback (from the tools matching
   * its words), llm (proposed by the language model).
   */
  source: z.enum(['goal', 'scenario', 'context', 'subject', 'catalog', 'fallback', 'llm']),
  /** A tool of the kit covers it. */
  covered: z.boolean(),
})

export const KitResult = z.object({
  kit_name: z.string(),
  description: z.string(),
  needs: z.array(KitNeedSummary),
  /** One per step, in the steps' order (the kit's tools, each with its reason). */
  tools: z.array(KitTool),
  steps: z.array(KitStep),
  /** The preferences applied: the request's, narrowed by the goal's wording where it left them neutral. */
  preferences: z.object({
    budget: z.enum(BUDGETS),
    complexity: z.enum(COMPLEXITIES),
    kit_size: z.number(),
  }),
  /** The kit has its full size. */
  complete: z.boolean(),
  /** Why the kit is short or empty, when it is. */
  notice: z.string().nullable(),
  /** A language model refined the steps or the name. */
  refined: z.boolean(),
})
export type KitResult = z.infer<typeof KitResult>
