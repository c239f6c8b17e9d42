import { BUDGETS, COMPLEXITIES } from '@kitly/search/schemas'
import { z } from 'zod'

export const MAX_PROMPT_LENGTH = 1_000

/** The goal as typed: required, not blank, at most 1,000 characters once trimmed. */
export const PromptField = z
  .string({ error: 'prompt is required' })
  .trim()
  .min(1, 'prompt must not be blank')
  .max(MAX_PROMPT_LENGTH, 'prompt must be at most 1,000 characters')

export const KitPreferences = z.object({
  budget: z.enum(BUDGETS, { error: 'budget must be one of mixed, free, paid' }).default('mixed'),
  complexity: z
    .enum(COMPLEXITIES, { error: 'complexity must be one of beginner, intermediate, advanced' })
    .default('intermediate'),
  kit_size: z.union([z.literal(5), z.literal(7), z.literal(10)], { error: 'kit_size must be 5, 7 or 10' }).default(7),
})
export type KitPreferences = z.infer<typeof KitPreferences>

/** The request: `{ prompt, preferences: { budget, complexity, kit_size } }`; defaults mixed / intermediate / 7. */
export const MagicKitBody = z.object({
  prompt: PromptField,
  preferences: KitPreferences.default({ budget: 'mixed', complexity: 'intermediate', kit_size: 7 }),
})
export type MagicKitBody = z.infer<typeof MagicKitBody>

export { KitResult as MagicKitSchema } from '@kitly/search/schemas'
