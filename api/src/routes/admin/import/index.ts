/**
 * Bulk uploads, templates and CSV exports of the back office: tools, reviews and tutorials in, tools, tutorials,
 * contact inquiries and registered users out. The work is done by src/import/ (shared with the CLI); this
 * only reads the multipart form and names the files.
 */
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { datedFileName } from '../../../import/csv-export.ts'
import { EXPORTS, type ExportName } from '../../../import/exports.ts'
import { importReviews } from '../../../import/review-import.ts'
import { ACCEPTED_FILES, readSheet, sheetFormat } from '../../../import/sheet.ts'
import { reviewTemplateCsv, toolTemplateCsv, tutorialTemplateCsv } from '../../../import/templates.ts'
import { type StagedToolImport, stageToolImport } from '../../../import/tool-import.ts'
import { importTutorials } from '../../../import/tutorial-import.ts'
import { badRequest, ErrorBody, HttpError } from '../../../lib/http-errors.ts'
import multipartPlugin from '../../../plugins/multipart.ts'
import { actorId, recordAudit } from '../audit/queries.ts'
import { BulkUploadQuery, CsvFile, ReviewImportResult, ToolImportResult } from './schemas.ts'

/** 50,000 tools with long descriptions fit; the file streams, so this bounds time, not memory. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024
const NO_FILE = `Choose a file to upload: ${ACCEPTED_FILES}.`

const uploadErrors = { 400: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody }

/** The form's parts, with the import's size limit. @throws HttpError 400 when the request is not a form. */
function formParts(request: FastifyRequest): AsyncIterableIterator<Multipart> {
  if (!request.isMultipart()) badRequest(NO_FILE)
  return request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } })
}

/** A too-large upload says what the limit is. */
function sizeError(error: unknown): unknown {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
    ? new HttpError(413, `The file is too large: the limit is ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`)
    : error
}

const sendCsv = (reply: FastifyReply, fileName: string, csv: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv)

const EXPORT_ROUTES: Record<string, ExportName> = {
  '/tools/export': 'tools',
  '/tutorials/export': 'tutorials',
  '/contact-inquiries/export': 'inquiries',
  '/registered-users/export': 'users',
}

const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin)
  app.post(
    '/tools/bulk-upload',
    {
      preHandler: app.accountLimits.adminUpload,
      schema: { querystring: BulkUploadQuery, response: { 200: ToolImportResult, ...uploadErrors } },
    },
    async (request) => {
      // The override flag may come in the query or as a form field, before or after the file.
      let override = request.query.overrideDuplicates === 'true'
      let staged: StagedToolImport | null = null
      try {
        for await (const part of formParts(request)) {
          if (part.type === 'field') {
            if (part.fieldname === 'overrideDuplicates') override = part.value === 'true'
          } else {
            staged = await stageToolImport(
              app.db.configuration.connectionUri,
              readSheet(part.file, sheetFormat(part.filename)),
            )
          }
        }
        if (staged === null) return badRequest(NO_FILE)
        const result = await staged.finish({ override })
        if (!result.requiresOverride) {
          const { successCount, updatedCount, errorCount, createdCategories } = result
          await recordAudit(app.db, actorId(request), {
            action: 'tool.bulk_import',
            entityType: 'tool',
            entityId: null,
            details: { successCount, updatedCount, errorCount, createdCategories },
          })
        }
        return result
      } catch (error) {
        throw sizeError(error)
      } finally {
        await staged?.close()
      }
    },
  )

  /** A one-file import of `what` (reviews, tutorials), audited with its counts. */
  const sheetImport = (what: 'review' | 'tutorial', run: typeof importReviews) =>
    app.post(
      `/${what}s/bulk-upload`,
      { preHandler: app.accountLimits.adminUpload, schema: { response: { 200: ReviewImportResult, ...uploadErrors } } },
      async (request) => {
        try {
          for await (const part of formParts(request)) {
            if (part.type === 'field') continue
            // The upload form names the file csvFile; any file field is read.
            const result = await run(app.db, readSheet(part.file, sheetFormat(part.filename)))
            const { successCount, skippedCount, errorCount } = result
            await recordAudit(app.db, actorId(request), {
              action: `${what}.bulk_import`,
              entityType: what,
              entityId: null,
              details: { successCount, skippedCount, errorCount },
            })
            return result
          }
          return badRequest(NO_FILE)
        } catch (error) {
          throw sizeError(error)
        }
      },
    )
  sheetImport('review', importReviews)
  sheetImport('tutorial', importTutorials)

  app.get('/tools/template', { schema: { response: { 200: CsvFile } } }, async (_request, reply) =>
    sendCsv(reply, 'ai_tools_template.csv', toolTemplateCsv()),
  )
  app.get('/reviews/template', { schema: { response: { 200: CsvFile } } }, async (_request, reply) =>
    sendCsv(reply, 'reviews_template.csv', reviewTemplateCsv()),
  )
  app.get('/tutorials/template', { schema: { response: { 200: CsvFile } } }, async (_request, reply) =>
    sendCsv(reply, 'tutorials_template.csv', tutorialTemplateCsv()),
  )

  for (const [path, name] of Object.entries(EXPORT_ROUTES)) {
    app.get(path, { schema: { response: { 200: CsvFile } } }, async (_request, reply) =>
      sendCsv(reply, datedFileName(EXPORTS[name].filePrefix), EXPORTS[name].csv(app.db)),
    )
  }
}

export default adminImportRoutes
