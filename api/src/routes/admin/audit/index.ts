/** `GET /api/admin/audit`: who changed what in the back office, newest first, with filters. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf } from '../../../lib/http-errors.ts'
import { listAuditEntries } from './queries.ts'
import { AuditEntrySchema, ListAuditQuery } from './schemas.ts'

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListAuditQuery, response: { 200: listOf(AuditEntrySchema), 400: ErrorBody } } },
    async (request) => listAuditEntries(app.db, request.query),
  )
}

export default auditRoutes
