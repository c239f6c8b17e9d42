/**
 * Documents built from the whole catalog (sitemaps, llms-full.txt): each build reads every tool, which anyone could
 * otherwise make us do on every request. A build is kept for a while; an admin's change on this instance drops it
 * sooner, and other instances catch up when it expires.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_PREFIX } from '../routes/admin/guard.ts'

/** A successful write to the back office: it may have changed what a catalog document lists. */
export const changesCatalog = (request: FastifyRequest, reply: FastifyReply): boolean =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  reply.statusCode < 400 &&
  request.routeOptions.url?.startsWith(`${ADMIN_PREFIX}/`) === true

export type CatalogCache<T> = { get: () => Promise<T>; clear: () => void }

/** `build`'s result for `maxAgeMs`: requests that come while it runs wait for it, and a failed build is not kept. */
export function catalogCache<T>(maxAgeMs: number, build: () => Promise<T>): CatalogCache<T> {
  let built: { at: number; value: Promise<T> } | null = null
  return {
    get() {
      if (built === null || Date.now() - built.at >= maxAgeMs) {
        const building = build()
        built = { at: Date.now(), value: building }
        building.catch(() => {
          if (built?.value === building) built = null
        })
      }
      return built.value
    },
    clear() {
      built = null
    },
  }
}
