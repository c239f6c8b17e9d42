/**
 * Refuses state-changing requests that a browser sends from another site (CSRF): POST, PUT, PATCH and
 * DELETE, plus routes marked `config: { stateChanging: true }` (GET /api/logout). SameSite=Lax already
 * keeps the session cookie off cross-site posts; this check also covers sign-in and sign-up, which carry
 * no cookie, and browsers without SameSite.
 *
 * Browsers send `Origin` with every cross-origin POST (and `Sec-Fetch-Site`); scripts, curl and tests send
 * neither and are let through: they cannot ride on a visitor's cookies.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-errors.ts'

export type OriginCheckOptions = { publicUrl: string }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET or HEAD route that changes state, so the origin check applies to it too. */
    stateChanging?: boolean
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed'

export default fp(
  async (app: FastifyInstance, { publicUrl }: OriginCheckOptions) => {
    const publicOrigin = new URL(publicUrl).origin
    // A callback hook: reads (GET, HEAD, OPTIONS), nearly every request, return at once without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!UNSAFE_METHODS.has(request.method) && request.routeOptions.config?.stateChanging !== true) return done()
      if (comesFromOurOrigin(request, publicOrigin)) return done()
      request.log.warn(
        { origin: request.headers.origin, referer: request.headers.referer, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      )
      done(new HttpError(403, CROSS_SITE_MESSAGE))
    })
  },
  { name: 'origin-check' },
)

function comesFromOurOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false
  // Our origin is the configured public URL, or the address this request was sent to (a server reached
  // by IP, or a proxy that keeps the Host header).
  const ours = (origin: string) => origin === publicOrigin || origin === `${request.protocol}://${request.host}`
  const origin = request.headers.origin
  if (origin !== undefined) return ours(origin)
  const referer = request.headers.referer
  if (referer !== undefined) return ours(originOf(referer))
  return true
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}
