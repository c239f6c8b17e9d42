/**
 * Newsletter subscribers for the admins, under /api/admin/newsletter:
 * - `GET /subscribers?q=&status=&sort=&order=&limit=&offset=`: a page and the total, newest first unless asked;
 * - `GET /subscribers/export?status=`: the same as a CSV file (newsletter_subscribers_{date}.csv).
 */
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type CsvColumn, csvStream, datedFileName } from '../../../import/csv-export.ts'
import { ErrorBody } from '../../../lib/http-errors.ts'
import { CsvFile } from '../import/schemas.ts'
import { allSubscribers, listSubscribers } from './queries.ts'
import { ExportSubscribersQuery, ListSubscribersQuery, type Subscriber, SubscriberListSchema } from './schemas.ts'

const EXPORT_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Source', value: (s) => s.source },
  { header: 'Subscribed At', value: (s) => s.created_at },
  { header: 'Confirmed At', value: (s) => s.confirmed_at },
  { header: 'Unsubscribed At', value: (s) => s.unsubscribed_at },
]

const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscribers',
    { schema: { querystring: ListSubscribersQuery, response: { 200: SubscriberListSchema, 400: ErrorBody } } },
    async (request) => listSubscribers(app.db, request.query),
  )

  app.get(
    '/subscribers/export',
    { schema: { querystring: ExportSubscribersQuery, response: { 200: CsvFile, 400: ErrorBody } } },
    // The body is a stream, which Fastify sends as it is; the schema documents it as the CSV text it becomes.
    async (request, reply) =>
      (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedFileName('newsletter_subscribers')}"`)
        .send(csvStream(EXPORT_COLUMNS, allSubscribers(app.db, request.query.status))),
  )
}

export default adminNewsletterRoutes
