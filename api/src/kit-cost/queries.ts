/** The plans of the tools being priced, read in one query. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { badRequest } from '../lib/http-errors.ts'
import { toolPlansJson } from '../routes/tools/plan-queries.ts'
import { ToolPlanSchema } from '../routes/tools/plan-schemas.ts'
import { type KitCost, type KitUsage, type PlanChoice, priceKit } from './kit-cost.ts'

const PlannedToolRow = z.object({ id: z.number(), name: z.string(), slug: z.string(), plans: z.array(ToolPlanSchema) })

/** Active tools with these ids and their plans, in the order given; unknown or inactive ids are left out. */
function listPlannedTools(db: DatabaseConnection, ids: readonly number[]) {
  return db.any(sql.type(PlannedToolRow)`
    SELECT t.id, t.name, t.slug, ${toolPlansJson} AS plans
    FROM unnest(${sql.array(ids, 'int4')}::int[]) WITH ORDINALITY AS wanted(id, position)
    JOIN tools t ON t.id = wanted.id
    WHERE t.status = 'active'
    ORDER BY wanted.position`)
}

/**
 * The tools' cost at the usage, with the usage it was worked out at.
 * @throws HttpError 400 naming the ids that are not active tools of the catalog.
 */
export async function priceToolsById(db: DatabaseConnection, ids: readonly number[], usage: KitUsage) {
  const tools = await listPlannedTools(db, ids)
  const missing = ids.filter((id) => !tools.some((tool) => tool.id === id))
  if (missing.length > 0) badRequest(`No such tool in the catalog: ${missing.join(', ')}`)
  return { usage, ...priceKit(tools, usage) }
}

/** A chosen plan with where its price was read and when (YYYY-MM-DD). */
export type SourcedChoice = PlanChoice & { source_url: string; as_of: string }
export type SourcedKitCost = Omit<KitCost, 'tools'> & {
  usage: KitUsage
  tools: (Omit<KitCost['tools'][number], 'cheapest' | 'free_tier'> & {
    cheapest: SourcedChoice | null
    free_tier: SourcedChoice | null
  })[]
}

/**
 * The cost at the usage of those of the tools still active (a kit may outlive a tool: it is left out, not an error),
 * each chosen plan with its source and as-of date, for a printout that cannot link to the tool's page.
 */
export async function priceToolsWithSources(
  db: DatabaseConnection,
  ids: readonly number[],
  usage: KitUsage,
): Promise<SourcedKitCost> {
  const tools = await listPlannedTools(db, ids)
  const cost = priceKit(tools, usage)
  const sourced = (toolId: number, choice: PlanChoice | null): SourcedChoice | null => {
    const plan = tools.find((tool) => tool.id === toolId)?.plans.find((candidate) => candidate.name === choice?.plan)
    return choice && plan ? { ...choice, source_url: plan.source_url, as_of: plan.as_of } : null
  }
  return {
    ...cost,
    usage,
    tools: cost.tools.map((tool) => ({
      ...tool,
      cheapest: sourced(tool.tool_id, tool.cheapest),
      free_tier: sourced(tool.tool_id, tool.free_tier),
    })),
  }
}
