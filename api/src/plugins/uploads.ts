/**
 * The upload store (`app.uploads`): an S3-compatible bucket when configured, else DATA_DIR/uploads. Either
 * way files are served under /uploads/ with a long cache (keys are random and never reused) and a
 * sandboxing CSP (plugins/security-headers.ts).
 * https://github.com/fastify/fastify-static
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { type S3Options, s3UploadStore } from '../uploads/s3-upload-store.ts'
import { localUploadStore, UPLOADS_URL_PREFIX, type UploadStore } from '../uploads/upload-store.ts'

export type UploadsPluginOptions = { dataDir: string; s3: S3Options | null }

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore
  }
}

const CACHE_FOREVER = 'public, max-age=31536000, immutable'
const FILE_NOT_FOUND = { error: 'File not found' }

/** Where uploads are kept when no bucket is configured (backups read it from here too). */
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads')

/** The configured store: the uploads bucket, when one is configured, else DATA_DIR/uploads. */
export function uploadsOptions(config: Config): UploadsPluginOptions {
  const s3 = config.S3_BUCKET
    ? {
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }
    : null
  return { dataDir: config.dataDir, s3 }
}

/** The store without a server, for commands that write uploads (kitly check-links stores collected logos). */
export const createUploadStore = ({ dataDir, s3 }: UploadsPluginOptions): UploadStore =>
  s3 ? s3UploadStore(s3) : localUploadStore(uploadsFolder(dataDir))

export default fp(
  async (app: FastifyInstance, { dataDir, s3 }: UploadsPluginOptions) => {
    const prefix = UPLOADS_URL_PREFIX.replace(/\/$/, '')
    if (s3) {
      const store = s3UploadStore(s3)
      app.decorate('uploads', store)
      app.get(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) => {
        const key = store.keyFromUrl(request.url.split('?')[0] ?? '')
        const file = key === null ? null : await store.read(key)
        if (!file) return reply.status(404).send(FILE_NOT_FOUND)
        reply.header('cache-control', CACHE_FOREVER)
        reply.type(file.contentType ?? 'application/octet-stream')
        if (file.size !== undefined) reply.header('content-length', file.size)
        return reply.send(file.body)
      })
      return
    }
    const root = uploadsFolder(dataDir)
    mkdirSync(root, { recursive: true })
    app.decorate('uploads', localUploadStore(root))
    // In a context of its own so that a missing file is a plain 404, not the SPA's page.
    await app.register(
      async (files) => {
        await files.register(fastifyStatic, {
          root,
          // The SPA plugin's instance of @fastify/static owns reply.sendFile.
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          setHeaders: (res) => {
            res.header('cache-control', CACHE_FOREVER)
          },
        })
        files.setNotFoundHandler((_request, reply) => reply.status(404).send(FILE_NOT_FOUND))
      },
      { prefix },
    )
  },
  { name: 'uploads' },
)
