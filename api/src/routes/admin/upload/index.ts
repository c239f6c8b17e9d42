/**
 * `POST /api/admin/upload` (multipart, one file): a tool logo, JPG, PNG, WebP or SVG recognised by its
 * content, at most 5 MB (raster images also at most 50 megapixels and nothing but an image), stored in
 * the upload store under a random name → `{ fileUrl }`. `POST /api/admin/upload/pdf`: a tutorial's PDF,
 * checked by its content the same way (uploads/pdf-safety.ts).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, HttpError } from '../../../lib/http-errors.ts'
import multipartPlugin from '../../../plugins/multipart.ts'
import { assertSafeImage } from '../../../uploads/image-safety.ts'
import { detectImageType, type ImageType } from '../../../uploads/image-type.ts'
import { assertSafePdf } from '../../../uploads/pdf-safety.ts'
import { readUploadedFile } from '../../../uploads/uploaded-file.ts'
import { actorId, recordAudit } from '../audit/queries.ts'
import { UploadedSchema } from './schemas.ts'
import { isInertSvg, looksLikeSvg } from './svg.ts'

export const NOT_A_LOGO = 'Please upload a JPG, PNG, SVG or WebP image'
export const UNSAFE_SVG = 'This SVG contains scripts or links to other files and cannot be used as a logo'
export const LOGO_TOO_LARGE = 'File size must be less than 5MB'
export const PDF_MISSING = 'Please upload a PDF file'

const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const SVG: ImageType = { mime: 'image/svg+xml', extension: 'svg' }
const PDF: ImageType = { mime: 'application/pdf', extension: 'pdf' }

/**
 * The logo's type from its bytes.
 * @throws HttpError 400 for anything but the four logo formats, an unsafe SVG, or an unsafe raster image
 */
function logoType(bytes: Uint8Array): ImageType {
  const raster = detectImageType(bytes)
  if (raster && LOGO_TYPES.has(raster.mime)) {
    assertSafeImage(bytes, raster)
    return raster
  }
  if (raster || !looksLikeSvg(bytes)) throw new HttpError(400, NOT_A_LOGO)
  if (!isInertSvg(bytes)) throw new HttpError(400, UNSAFE_SVG)
  return SVG
}

const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin)
  const options = {
    preHandler: app.accountLimits.adminUpload,
    schema: { response: { 200: UploadedSchema, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody } },
  }

  /** Stores a checked file under a random name in `folder`, audited; answers its URL. */
  const store = async (request: FastifyRequest, folder: string, bytes: Buffer, type: ImageType) => {
    const key = `${folder}/${randomBytes(12).toString('base64url')}.${type.extension}`
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
