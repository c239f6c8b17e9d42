import { ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { listOf } from '../../lib/http-errors.ts'
import { KitPreferences, PromptField } from '../magic-kit/schemas.ts'

/** A tool of a kit as the builder shows it: the card, its website and why it is in the kit. */
export const KitToolSchema = ToolCard.extend({ website_url: z.string(), reason: z.string() })
export type KitTool = z.infer<typeof KitToolSchema>

const PreferencesSchema = z.object({
  budget: z.enum(['mixed', 'free', 'paid']),
  complexity: z.enum(['beginner', 'intermediate', 'advanced']),
  kit_size: z.number(),
})

/** A stored kit. `kit_name` as the builder's answer calls it, so one view renders both. */
export const KitSchema = z.object({
  id: z.uuid(),
  kit_name: z.string(),
  description: z.string(),
  prompt: z.string(),
  preferences: PreferencesSchema,
  is_shared: z.boolean(),
  /** The link anyone can open, while the kit is shared. */
  share_url: z.string().nullable(),
  /** The signed-in visitor owns it (may delete it, share or unshare it). */
  is_owner: z.boolean(),
  created_at: z.string(),
  tools: listOf(KitToolSchema),
})
export type Kit = z.infer<typeof KitSchema>

/** A kit in the owner's list: what a card shows, with a preview of its first tools. */
export const KitSummarySchema = z.object({
  id: z.uuid(),
  kit_name: z.string(),
  description: z.string(),
  prompt: z.string(),
  is_shared: z.boolean(),
  tool_count: z.number(),
  created_at: z.string(),
  tools: listOf(z.object({ id: z.number(), name: z.string(), slug: z.string(), logo_url: z.string().nullable() })),
})

const KitToolInput = z.object({
  id: z.number({ error: 'each tool needs its id' }).int().positive().max(MAX_DATABASE_ID, 'a tool id is too large'),
  reason: z.string().trim().max(1_000, 'a reason must be at most 1,000 characters').default(''),
})

/** A kit as the builder answered it (extra fields of its tools are ignored: the catalog has the facts). */
export const KitBody = z.object({
  prompt: PromptField,
  preferences: KitPreferences.default({ budget: 'mixed', complexity: 'intermediate', kit_size: 7 }),
  kit_name: z
    .string({ error: 'kit_name is required' })
    .trim()
    .min(1, 'kit_name must not be blank')
    .max(200, 'kit_name must be at most 200 characters'),
  description: z.string().trim().max(5_000, 'description must be at most 5,000 characters').default(''),
  tools: z
    .array(KitToolInput, { error: 'tools must be a list' })
    .min(1, 'a kit needs at least one tool')
    .max(10, 'a kit has at most 10 tools')
    .refine((tools) => new Set(tools.map((tool) => tool.id)).size === tools.length, 'each tool may appear once'),
})
export type KitBody = z.infer<typeof KitBody>

export const SaveKitBody = KitBody.extend({
  /** Share at once (the builder's Share button); visitors who are not signed in can only share. */
  share: z.boolean({ error: 'share must be true or false' }).default(false),
})

export const UpdateKitBody = z.object({ is_shared: z.boolean({ error: 'is_shared must be true or false' }) })

export const KitParams = z.object({ id: z.string().max(100) })
