/**
 * `POST /upload-avatar` (multipart, file field `avatar`): an image, recognised by its content, of at most
 * 5 MB and 50 megapixels and nothing but an image (uploads/image-safety.ts), stored in the upload store under
 * a random name. The previous uploaded avatar is deleted; a Google picture (a URL elsewhere) is simply
 * replaced.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import multipartPlugin from '../../plugins/multipart.ts'
import { assertSafeImage } from '../../uploads/image-safety.ts'
import { detectImageType } from '../../uploads/image-type.ts'
import { readUploadedFile } from '../../uploads/uploaded-file.ts'
import { currentUser } from './current-user.ts'
import { replaceAvatar } from './queries.ts'
import { AvatarSchema } from './schemas.ts'

export const NOT_AN_IMAGE = 'Please select an image file'
export const TOO_LARGE = 'File size must be less than 5MB'

const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartPlugin)
  app.post(
    '/upload-avatar',
    {
      preHandler: app.accountLimits.upload,
      schema: {
        response: { 200: AvatarSchema, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const bytes = await readUploadedFile(request, { missing: NOT_AN_IMAGE, tooLarge: TOO_LARGE }, 'avatar')
      const type = detectImageType(bytes)
      if (!type) throw new HttpError(400, NOT_AN_IMAGE)
      assertSafeImage(bytes, type)
      const key = `avatars/${userId}-${randomBytes(12).toString('base64url')}.${type.extension}`
      const url = await app.uploads.put(key, bytes, type.mime)
      let previous: string | null
      try {
        previous = await app.db.transaction((tx) => replaceAvatar(tx, userId, url))
      } catch (error) {
        await app.uploads.delete(key)
        throw error
      }
      const previousKey = previous ? app.uploads.keyFromUrl(previous) : null
      if (previousKey && previousKey !== key) {
        await app.uploads.delete(previousKey).catch((error: unknown) => {
          request.log.warn({ err: error, key: previousKey }, 'old avatar not deleted')
        })
      }
      request.log.info({ userId, key }, 'avatar replaced')
      return { ok: true as const, avatar_url: url }
    },
  )
}

export default avatarRoutes
