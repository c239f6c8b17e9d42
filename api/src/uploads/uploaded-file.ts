/**
 * The one file of a multipart upload (avatar, logo), read into memory within the multipart plugin's size
 * limit (plugins/multipart.ts), with the route's own messages for a missing or oversized file.
 */
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-errors.ts'

export type UploadMessages = {
  /** No file, an empty one, or a file under another field name. */
  missing: string
  tooLarge: string
}

/**
 * The bytes of the request's file part (named `field`, when given).
 * @throws HttpError 400 (no such file, or empty) or 413 (over the upload limit)
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: UploadMessages,
  field?: string,
): Promise<Buffer> {
  const file = await request.file().catch((error: { code?: string }) => {
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return undefined
    throw error
  })
  if (!file || (field !== undefined && file.fieldname !== field)) throw new HttpError(400, messages.missing)
  try {
    const bytes = await file.toBuffer()
    if (bytes.length === 0) throw new HttpError(400, messages.missing)
    return bytes
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge)
    throw error
  }
}
