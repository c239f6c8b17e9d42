/**
 * /api/admin/reports: the queue of visitors' tool reports, grouped by tool (most reported first); a decision
 * on one report or on all of a tool's open ones; and hiding the tool, which resolves its open reports in the
 * same transaction. Every write is audited in its own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { toolExists } from '../../users/queries.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { setToolStatus } from '../tools/queries.ts'
import { decideOpenReportsOfTool, decideReport, listReportGroups } from './queries.ts'
import {
  ListReportsQuery,
  type ReportDecision,
  ReportDecisionBody,
  ReportedToolParams,
  ReportQueueSchema,
  ToolDecisionSchema,
  ToolReportSchema,
} from './schemas.ts'

export const REPORT_NOT_FOUND = 'Report not found'
export const TOOL_NOT_FOUND = 'Tool not found'

const VERBS: Record<ReportDecision, string> = { resolved: 'resolve', dismissed: 'dismiss' }
const errors = { 400: ErrorBody, 404: ErrorBody }

const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListReportsQuery, response: { 200: ReportQueueSchema, 400: ErrorBody } } },
    async (request) => listReportGroups(app.db, request.query),
  )

  app.patch(
    '/:id',
    { schema: { params: IdParams, body: ReportDecisionBody, response: { 200: ToolReportSchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const { state } = request.body
      return auditedChange(
        app.db,
        request,
        async (tx) => (await decideReport(tx, id, state, actorId(request))) ?? notFound(REPORT_NOT_FOUND),
        (report) => ({
          action: `tool_report.${VERBS[state]}`,
          entityType: 'tool_report',
          entityId: id,
          details: { tool_id: report.tool_id, reason: report.reason },
        }),
      )
    },
  )

  app.patch(
    '/tools/:tool_id',
    {
      schema: {
        params: ReportedToolParams,
        body: ReportDecisionBody,
        response: { 200: ToolDecisionSchema, ...errors },
      },
    },
    async (request) => {
      const { tool_id } = request.params
      const { state } = request.body
      if (!(await toolExists(app.db, tool_id, false))) notFound(TOOL_NOT_FOUND)
      const closed = await auditedChange(
        app.db,
        request,
        (tx) => decideOpenReportsOfTool(tx, tool_id, state, actorId(request)),
        (count) => ({
          action: `tool_report.${VERBS[state]}_all`,
          entityType: 'tool',
          entityId: tool_id,
          details: { reports: count },
        }),
      )
      return {
        ok: true as const,
        tool_id,
        closed,
        message: `${closed} ${closed === 1 ? 'report' : 'reports'} ${state}`,
      }
    },
  )

  app.post(
    '/tools/:tool_id/deactivate',
    { schema: { params: ReportedToolParams, response: { 200: ToolDecisionSchema, 404: ErrorBody } } },
    async (request) => {
      const { tool_id } = request.params
      const { name, closed } = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const name = (await setToolStatus(tx, tool_id, 'inactive')) ?? notFound(TOOL_NOT_FOUND)
          return { name, closed: await decideOpenReportsOfTool(tx, tool_id, 'resolved', actorId(request)) }
        },
        (result) => ({
          action: 'tool.deactivate',
          entityType: 'tool',
          entityId: tool_id,
          details: { name: result.name, resolved_reports: result.closed },
        }),
      )
      return { ok: true as const, tool_id, closed, message: `"${name}" is now hidden from the site` }
    },
  )
}

export default adminReportRoutes
