import { ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'
import { AMOUNT_UNITS, type KitUsage } from '../../kit-cost/kit-cost.ts'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { listOf } from '../../lib/http-errors.ts'
import { BILLING_PERIODS } from '../../lib/plan-rules.ts'
import { KitPreferences, PromptField } from '../magic-kit/schemas.ts'

const toolId = z
  .number({ error: 'each tool needs its id' })
  .int('a tool id is a whole number')
  .positive('a tool id is positive')
  .max(MAX_DATABASE_ID, 'a tool id is too large')

/** An amount of a unit a month, as the usage form and the MCP tool take it. */
export const UsageAmount = z
  .number({ error: 'amount must be a number' })
  .min(0, 'amount must be 0 or more')
  .max(1e12, 'amount must be at most 1,000,000,000,000')

export const UsageUnit = z.enum(AMOUNT_UNITS, { error: `unit must be one of ${AMOUNT_UNITS.join(', ')}` })

/** What a person says they use a month: seats for every tool, and per tool an amount of the units it counts. */
export const KitUsageSchema = z.object({
  seats: z
    .number({ error: 'seats must be a number' })
    .int('seats must be a whole number')
    .min(1, 'seats must be at least 1')
    .max(100_000, 'seats must be at most 100,000'),
  amounts: z
    .array(
      z.object({
        tool_id: toolId,
        unit: UsageUnit,
        amount: UsageAmount,
      }),
      { error: 'amounts must be a list' },
    )
    .max(100, 'amounts has at most 100 entries')
    .refine(
      (amounts) => new Set(amounts.map((entry) => `${entry.tool_id} ${entry.unit}`)).size === amounts.length,
      'each tool and unit may appear once in amounts',
    )
    .default([]),
})
export type KitUsageInput = z.input<typeof KitUsageSchema>

export const DEFAULT_KIT_USAGE = { seats: 1, amounts: [] } satisfies KitUsage

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
  /** The usage its cost was worked out at, when one was stated before saving. */
  usage: KitUsageSchema.nullable(),
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
  id: toolId,
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
  usage: KitUsageSchema.nullable().default(null),
})
export type KitBody = z.infer<typeof KitBody>

export const SaveKitBody = KitBody.extend({
  /** Share at once (the builder's Share button); visitors who are not signed in can only share. */
  share: z.boolean({ error: 'share must be true or false' }).default(false),
})

export const UpdateKitBody = z.object({ is_shared: z.boolean({ error: 'is_shared must be true or false' }) })

export const KitParams = z.object({ id: z.string().max(100) })

/** POST /api/kits/price: the tools (a kit's or a comparison's, by id, in order) and the usage to price them at. */
export const PriceKitBody = z.object({
  tool_ids: z
    .array(toolId, { error: 'tool_ids must be a list' })
    .min(1, 'give at least one tool to price')
    .max(10, 'at most 10 tools can be priced at once')
    .refine((ids) => new Set(ids).size === ids.length, 'each tool may appear once'),
  usage: KitUsageSchema.default(DEFAULT_KIT_USAGE),
})

const PlanChoiceSchema = z.object({
  plan: z.string(),
  monthly_cost: z.number(),
  currency: z.string(),
  /** 'year': billed yearly, shown a month as a twelfth. */
  billing_period: z.enum(BILLING_PERIODS),
})

/** The cost of a set of tools at a usage (api/src/kit-cost/kit-cost.ts says how each plan is read). */
export const KitCostSchema = z.object({
  usage: KitUsageSchema,
  tools: listOf(
    z.object({
      tool_id: z.number(),
      name: z.string(),
      slug: z.string(),
      units: listOf(z.enum(AMOUNT_UNITS)),
      status: z.enum(['priced', 'not_covered', 'not_known']),
      cheapest: PlanChoiceSchema.nullable(),
      free_tier: PlanChoiceSchema.nullable(),
    }),
  ),
  totals: listOf(z.object({ currency: z.string(), monthly_cost: z.number() })),
  stays_free: z.boolean(),
})
export type KitCostAnswer = z.infer<typeof KitCostSchema>
