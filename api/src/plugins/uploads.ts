/**
 * The upload store (`app.uploads`) and, for the local-folder driver, the files served under /uploads/
 * with a long cache (keys are random and never reused) and a sandboxing CSP (plugins/security-headers.ts).
 * https://github.com/fastify/fastify-static
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { localUploadStore, UPLOADS_URL_PREFIX, type UploadStore } from '../lib/upload-store.ts'

export type UploadsPluginOptions = { dataDir: string }

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore
  }
}

export default fp(
  async (app: FastifyInstance, { dataDir }: UploadsPluginOptions) => {
    const root = path.join(dataDir, 'uploads')
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
            res.header('cache-control', 'public, max-age=31536000, immutable')
          },
        })
        files.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'File not found' }))
      },
      { prefix: UPLOADS_URL_PREFIX.replace(/\/$/, '') },
    )
  },
  { name: 'uploads' },
)
