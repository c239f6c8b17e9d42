/**
 * /api/admin/tools/{id}/plans: a tool's pricing plans as the admin form's Pricing plans section edits them, the
 * whole list at once, in order. Plans are matched by name, so only real changes reach the price history (a trigger
 * writes it, migration 0063); the write is audited in its own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readToolPlans } from '../../../content/tool-plans.ts'
import { badRequest, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { listToolPlans, setToolPlans } from '../../tools/plan-queries.ts'
import { AdminToolPlansSchema, SetToolPlansBody } from '../../tools/plan-schemas.ts'
import { toolExists } from '../../users/queries.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'

const TOOL_NOT_FOUND = 'Tool not found'

const answers = { 200: AdminToolPlansSchema, 400: ErrorBody, 404: ErrorBody }

/** "1 plan added, 2 changed", or "No change" when the list was already so. */
function changeMessage(counts: { added: number; changed: number; removed: number }): string {
  const parts = [
    counts.added && `${counts.added} added`,
    counts.changed && `${counts.changed} changed`,
    counts.removed && `${counts.removed} removed`,
  ].filter(Boolean)
  return parts.length === 0 ? 'No change to the plans' : `Plans saved: ${parts.join(', ')}`
}

const adminToolPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireTool = async (id: number) => (await toolExists(app.db, id, false)) || notFound(TOOL_NOT_FOUND)

  app.get('/:id/plans', { schema: { params: IdParams, response: answers } }, async (request) => {
    await requireTool(request.params.id)
    return { plans: await listToolPlans(app.db, request.params.id) }
  })

  app.put(
    '/:id/plans',
    { schema: { params: IdParams, body: SetToolPlansBody, response: answers } },
    async (request) => {
      const { id } = request.params
      await requireTool(id)
      const read = readToolPlans(request.body.plans)
      if ('problems' in read) return badRequest(read.problems[0]?.message ?? 'Invalid plans', read.problems)
      const { plans } = read
      return auditedChange(
        app.db,
        request,
        async (tx) => {
          const counts = await setToolPlans(tx, id, plans)
          return { plans: await listToolPlans(tx, id), message: changeMessage(counts), counts }
        },
        ({ counts }) => ({
          action: 'tool.plans',
          entityType: 'tool',
          entityId: id,
          details: { plans: plans.map((plan) => plan.name), ...counts },
        }),
      )
    },
  )
}

export default adminToolPlanRoutes
