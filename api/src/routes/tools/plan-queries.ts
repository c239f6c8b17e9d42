/** SQL of a tool's pricing plans: reading them and their history, and the one write (migration 0062's function). */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import type { ToolPlanFields } from '../../content/tool-plans.ts'
import { PlanChangeSchema, ToolPlanSchema } from './plan-schemas.ts'

/** A tool's plans as one JSON array (for a tool's row in the machine-readable views), from `tools t`. */
export const toolPlansJson = sql.fragment`coalesce((
  SELECT json_agg(json_build_object('name', p.name, 'price', p.price, 'currency', p.currency,
    'billing_period', p.billing_period, 'unit', p.unit, 'included_amount', p.included_amount,
    'overage_price', p.overage_price, 'is_free_tier', p.is_free_tier, 'source_url', p.source_url,
    'as_of', p.as_of) ORDER BY p.position, p.id)
  FROM tool_plans p WHERE p.tool_id = t.id), '[]')`

export function listToolPlans(db: DatabaseConnection, toolId: number) {
  return db.any(sql.type(ToolPlanSchema)`
    SELECT name, price, currency, billing_period, unit, included_amount, overage_price, is_free_tier, source_url,
           as_of
    FROM tool_plans WHERE tool_id = ${toolId} ORDER BY position, id`)
}

export function listPlanHistory(db: DatabaseConnection, toolId: number) {
  return db.any(sql.type(PlanChangeSchema)`
    SELECT plan_name, change, old_plan, new_plan, changed_at
    FROM tool_plan_history WHERE tool_id = ${toolId} ORDER BY changed_at, id`)
}

const PlanCounts = z.object({ added: z.number(), changed: z.number(), removed: z.number() })

/**
 * Makes `plans` the tool's plans (by name: unchanged plans are left alone); answers how many were added, changed
 * and removed, from the history rows the change wrote.
 */
export async function setToolPlans(tx: DatabaseConnection, toolId: number, plans: readonly ToolPlanFields[]) {
  const before = await tx.oneFirst(sql.type(z.object({ id: z.number() }))`
    SELECT coalesce(max(id), 0)::int8 AS id FROM tool_plan_history`)
  await tx.query(sql.typeAlias('void')`SELECT FROM set_tool_plans(${toolId}, ${sql.jsonb(plans)})`)
  return tx.one(sql.type(PlanCounts)`
    SELECT count(*) FILTER (WHERE change = 'added')::int AS added,
           count(*) FILTER (WHERE change = 'changed')::int AS changed,
           count(*) FILTER (WHERE change = 'removed')::int AS removed
    FROM tool_plan_history WHERE tool_id = ${toolId} AND id > ${before}`)
}
