/**
 * `POST /api/tools/{slug}/reports`: a visitor reports a problem with a listing (a dead link, wrong pricing, …)
 * for the admins' queue (/api/admin/reports). No account needed; rate-limited like the other public writes,
 * and one report per visitor, tool and day (visitor-key.ts): a second one answers 429.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUserId } from '../../auth/request-user.ts'
import { ErrorBody, HttpError, notFound } from '../../lib/http-errors.ts'
import { utcDay, visitorDayKey } from '../../lib/visitor-key.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { findActiveToolIdBySlug } from '../tools/queries.ts'
import { ToolParams } from '../tools/schemas.ts'
import { insertToolReport } from './queries.ts'
import { CreateToolReportBody, ToolReportCreatedSchema } from './schemas.ts'

export const TOOL_NOT_FOUND = 'Tool not found'
export const ALREADY_REPORTED = "You have already reported this tool today. Thanks — we'll take a look."

export type ToolReportOptions = { visitorKeySecret: string }

const toolReportRoutes: FastifyPluginAsyncZod<ToolReportOptions> = async (app, { visitorKeySecret }) => {
  app.post(
    '/:slug/reports',
    {
      config: visitorLimit('toolReport'),
      schema: {
        params: ToolParams,
        body: CreateToolReportBody,
        response: { 201: ToolReportCreatedSchema, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const toolId = (await findActiveToolIdBySlug(app.db, request.params.slug)) ?? notFound(TOOL_NOT_FOUND)
      const day = utcDay(new Date())
      const report = await insertToolReport(app.db, {
        toolId,
        reason: request.body.reason,
        note: request.body.note || null,
        reporterId: signedInUserId(request),
        visitorKey: visitorDayKey(visitorKeySecret, request, { action: 'tool-report', subject: toolId, day }),
        day,
      })
      if (!report) throw new HttpError(429, ALREADY_REPORTED)
      return reply.status(201).send(report)
    },
  )
}

export default toolReportRoutes
