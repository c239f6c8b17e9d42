/**
 * Bulk uploads, templates and CSV exports of the back office: tools, reviews and tutorials in, tools, tutorials,
 * contact inquiries and registered users out. An upload is saved to a temporary file as it arrives and answered at
 * once (202) with its import job, which runs in the background (plugins/import-jobs.ts) and which the back office
 * polls at /api/admin/import-jobs/:id. The work is done by src/import/ (shared with the CLI); this only reads the
 * multipart form and names the files.
 */
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { datedFileName } from '../../../import/csv-export.ts'
import { EXPORTS, type ExportName } from '../../../import/exports.ts'
import { type SavedUpload, saveUpload } from '../../../import/saved-upload.ts'
import { ACCEPTED_FILES } from '../../../import/sheet.ts'
import { reviewTemplateCsv, toolTemplateCsv, tutorialTemplateCsv } from '../../../import/templates.ts'
import { badRequest, ErrorBody, HttpError } from '../../../lib/http-errors.ts'
import multipartPlugin from '../../../plugins/multipart.ts'
import { actorId } from '../audit/queries.ts'
import { ImportJobSchema, type ImportKind } from '../import-jobs/schemas.ts'
import { BulkUploadQuery, CsvFile } from './schemas.ts'

/** 50,000 tools with long descriptions fit; the file streams to disk, so this bounds time and disk, not memory. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024
const NO_FILE = `Choose a file to upload: ${ACCEPTED_FILES}.`

const uploadAnswers = { 202: ImportJobSchema, 400: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody }

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

/**
 * The form's file, saved, and the override flag, which may come in the query or as a form field, before or after
 * the file. @throws HttpError 400 without a file, 413 when it is too large, 415 for a legacy .xls
 */
async function readUploadForm(request: FastifyRequest, queryOverride: boolean) {
  let override = queryOverride
  let upload: SavedUpload | null = null
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'overrideDuplicates') override = part.value === 'true'
      } else {
        // The upload forms name the file file or csvFile; any file field is read.
        upload = await saveUpload(part.file, part.filename)
      }
    }
  } catch (error) {
    await upload?.remove()
    throw sizeError(error)
  }
  return { upload: upload ?? badRequest(NO_FILE), override }
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

  for (const kind of ['tools', 'reviews', 'tutorials'] as const satisfies readonly ImportKind[]) {
    app.post(
      `/${kind}/bulk-upload`,
      {
        preHandler: app.accountLimits.adminUpload,
        // overrideDuplicates: a tools import updates the tools already there instead of stopping at them.
        schema: { querystring: BulkUploadQuery, response: uploadAnswers },
      },
      async (request, reply) => {
        const { upload, override } = await readUploadForm(request, request.query.overrideDuplicates === 'true')
        const job = await app.importJobs.start({
          kind,
          upload,
          override: kind === 'tools' && override,
          createdBy: actorId(request),
        })
        return reply.code(202).send(job)
      },
    )
  }

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
