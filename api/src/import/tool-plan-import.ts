/**
 * The Plans column of the tool import and export: a tool's pricing plans as one compact JSON array per cell, in
 * display order, with the admin form's field names and rules (content/tool-plans.ts), e.g.
 * `[{"name":"Free","price":0,"currency":"USD","billing_period":"month","is_free_tier":true,
 *    "source_url":"https://acme.example.com/pricing","as_of":"2026-11-01"}]`.
 * Optional fields (unit, included_amount, overage_price, is_free_tier) may be left out. A blank cell leaves the
 * tool's plans as they are; `[]` removes them all. Plans are written by migration 0062's set_tool_plans, matched by
 * name, so the price history records only what changed.
 */
import { readToolPlans, type ToolPlanFields } from '../content/tool-plans.ts'
import type { CopySession } from './copy-session.ts'

/** The row's plans as JSON text to stage, null for a blank cell (keep the tool's plans), or why it is refused. */
export function rowPlans(cell: unknown): { plans: string | null } | { error: string } {
  if (typeof cell !== 'string' || cell.trim() === '') return { plans: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(cell)
  } catch {
    return { error: 'Plans must be a JSON array of plans, e.g. [{"name":"Pro","price":10,…}]' }
  }
  const read = readToolPlans(parsed)
  if ('problems' in read) return { error: `Plans: ${read.problems.map((problem) => problem.message).join('; ')}` }
  return { plans: JSON.stringify(read.plans) }
}

/** The cell an export writes: the plans with the fields they leave at their defaults left out, or blank for none. */
export function plansCell(plans: readonly ToolPlanFields[]): string {
  if (plans.length === 0) return ''
  return JSON.stringify(
    plans.map((plan) =>
      Object.fromEntries(Object.entries(plan).filter(([, value]) => value !== null && value !== false)),
    ),
  )
}

/** Gives the written tools their rows' plans (new tools are found by slug, as the insert wrote it). */
export async function writeImportedPlans(session: CopySession): Promise<void> {
  await session.run(`
    SELECT FROM tool_import s LEFT JOIN tools t ON s.target_id IS NULL AND t.slug = s.slug,
      LATERAL set_tool_plans(coalesce(s.target_id, t.id), s.plans)
    WHERE s.plans IS NOT NULL`)
}
