/**
 * `POST /api/admin/upload` (multipart, one file): a tool logo, JPG, PNG, WebP or SVG recognised by its
 * content, at most 5 MB (raster images also at most 50 megapixels and nothing but an image), stored in
 * the upload store under a random name → `{ fileUrl }`. `POST /api/admin/upload/pdf`: a tutorial's PDF,
 * checked by its content the same way (uploads/pdf-safety.ts).
 */
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../../lib/http-errors.ts'
import multipartPlugin from '../../../plugins/multipart.ts'
import type { ImageType } from '../../../uploads/image-type.ts'
import { logoType, NOT_A_LOGO } from '../../../uploads/logo-type.ts'
import { assertSafePdf } from '../../../uploads/pdf-safety.ts'
import { randomUploadKey } from '../../../uploads/upload-store.ts'
import { readUploadedFile } from '../../../uploads/uploaded-file.ts'
import { actorId, recordAudit } from '../audit/queries.ts'
import { UploadedSchema } from './schemas.ts'

export { NOT_A_LOGO, UNSAFE_SVG } from '../../../uploads/logo-type.ts'

export const LOGO_TOO_LARGE = 'File size must be less than 5MB'
export const PDF_MISSING = 'Please upload a PDF file'

const PDF: ImageType = { mime: 'application/pdf', extension: 'pdf' }

const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin)
  const options = {
    preHandler: app.accountLimits.adminUpload,
    schema: { response: { 200: UploadedSchema, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody } },
  }

  /** Stores a checked file under a random name in `folder`, audited; answers its URL. */
  const store = async (request: FastifyRequest, folder: string, bytes: Buffer, type: ImageType) => {
    const key = randomUploadKey(folder, type.extension)
    const fileUrl = await app.uploads.put(key, bytes, type.mime)
    await recordAudit(app.db, actorId(request), {
      action: 'upload.create',
      entityType: 'upload',
      entityId: key,
      details: { type: type.mime, bytes: bytes.length },
    })
    request.log.info({ key, type: type.mime }, 'file uploaded')
    return { fileUrl }
  }

  app.post('/', options, async (request) => {
    const bytes = await readUploadedFile(request, { missing: NOT_A_LOGO, tooLarge: LOGO_TOO_LARGE })
    return store(request, 'logos', bytes, logoType(bytes))
  })

  app.post('/pdf', options, async (request) => {
    const bytes = await readUploadedFile(request, { missing: PDF_MISSING, tooLarge: LOGO_TOO_LARGE })
    assertSafePdf(bytes)
    return store(request, 'tutorials', bytes, PDF)
  })
}

export default adminUploadRoutes
