import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Answers 304 when the client already has `etag` (a hash of the content, quoted here), else the body `build` makes:
 * images and pages other sites show of ours, which browsers and proxies revalidate often.
 */
export async function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; cacheControl: string; type: string; build: () => Promise<Buffer | string> | string },
) {
  const etag = `"${answer.etag}"`
  reply.header('etag', etag).header('cache-control', answer.cacheControl)
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.type(answer.type).send(await answer.build())
}
