/**
 * A followed tool's changes in words, for its followers' digest: "Pro plan: $20 a month → $25 a month". Several
 * changes of one thing since the last digest read as one, from the first old value to the last new one.
 */
import { z } from 'zod'
import { planAllowanceText, planPriceText } from '../lib/plan-rules.ts'
import { PlanFactsSchema } from '../routes/tools/plan-schemas.ts'

export const ToolChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('plan'),
    plan_name: z.string(),
    old_value: PlanFactsSchema.nullable(),
    new_value: PlanFactsSchema.nullable(),
  }),
  z.object({
    kind: z.enum(['pricing_model', 'status']),
    plan_name: z.null(),
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
  }),
])
export type ToolChange = z.infer<typeof ToolChangeSchema>

/** One change per plan, pricing model or status: the oldest value before and the newest after, in time order. */
export function mergeChanges(changes: readonly ToolChange[]): ToolChange[] {
  const merged = new Map<string, ToolChange>()
  for (const change of changes) {
    const key = `${change.kind}\u0000${change.plan_name?.toLowerCase() ?? ''}`
    const first = merged.get(key)
    merged.set(key, first ? ({ ...change, old_value: first.old_value } as ToolChange) : change)
  }
  // A price raised and then put back is no change at all.
  return [...merged.values()].filter((change) => !sameValue(change.old_value, change.new_value))
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b
  const { source_url: _sa, as_of: _aa, ...left } = a as Record<string, unknown>
  const { source_url: _sb, as_of: _ab, ...right } = b as Record<string, unknown>
  return JSON.stringify(left, Object.keys(left).sort()) === JSON.stringify(right, Object.keys(right).sort())
}

type PlanFacts = z.infer<typeof PlanFactsSchema>

/** "$20 a month (1,000 credits included)". */
function planText(plan: PlanFacts): string {
  const allowance = planAllowanceText(plan)
  return allowance ? `${planPriceText(plan)} (${allowance})` : planPriceText(plan)
}

const PRICING_MODEL_TEXT = (model: string | null) => model ?? 'not known'
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The change as one line of the digest. */
export function changeText(change: ToolChange): string {
  switch (change.kind) {
    case 'plan':
      if (change.old_value === null) return `New plan ${change.plan_name}: ${planText(change.new_value as PlanFacts)}`
      if (change.new_value === null) return `Plan ${change.plan_name} removed (was ${planText(change.old_value)})`
      return `${change.plan_name} plan: ${planText(change.old_value)} → ${planText(change.new_value)}`
    case 'pricing_model':
      return `Pricing model: ${PRICING_MODEL_TEXT(change.old_value)} → ${PRICING_MODEL_TEXT(change.new_value)}`
    case 'status':
      return `Status: ${capitalized(change.old_value ?? 'unknown')} → ${capitalized(change.new_value ?? 'unknown')}`
  }
}
