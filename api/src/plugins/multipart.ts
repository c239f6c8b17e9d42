/**
 * multipart/form-data for file uploads, with limits that stop a large or many-part body before it is
 * read into memory: one file of at most 5 MB (the avatar limit), a handful of small fields.
 * Registered by the route plugins that take uploads (users/avatar.ts, admin/upload/, admin/import/), not for
 * the whole app: @fastify/multipart adds two async hooks to every request of the context it is registered
 * in, a cost every other route would pay for nothing. Elsewhere a multipart body is refused with 415.
 * https://github.com/fastify/fastify-multipart
 */
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 },
    })
  },
  { name: 'multipart' },
)
