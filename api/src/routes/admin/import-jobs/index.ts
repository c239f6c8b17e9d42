/** /api/admin/import-jobs: the bulk uploads' jobs, newest first, and one job with its progress and result. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { IdParams } from '../fields.ts'
import { findImportJob, listImportJobs } from './queries.ts'
import { ImportJobListSchema, ImportJobSchema, ListImportJobsQuery } from './schemas.ts'

const adminImportJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListImportJobsQuery, response: { 200: ImportJobListSchema, 400: ErrorBody } } },
    async (request) => listImportJobs(app.db, request.query),
  )

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: ImportJobSchema, 404: ErrorBody } } },
    async (request) => (await findImportJob(app.db, request.params.id)) ?? notFound('Import job not found'),
  )
}

export default adminImportJobRoutes
