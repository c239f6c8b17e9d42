/**
 * The one admin hook: every route whose path is under /api/admin, wherever it was registered, answers
 * 401 when signed out and 403 to anyone but an active admin. Only the entry points in ADMIN_ENTRY_POINTS
 * answer everyone, and each checks for itself what it must.
 */
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../lib/http-errors.ts'

export const ADMIN_PREFIX = '/api/admin'

/** The only admin routes a visitor may reach, as `METHOD path`. Keep this list short and explicit. */
export const ADMIN_ENTRY_POINTS: ReadonlySet<string> = new Set([
  'GET /api/admin/check',
  'HEAD /api/admin/check',
  'POST /api/admin/login',
  'POST /api/admin/direct-access',
])

export const ADMIN_SIGN_IN_REQUIRED = 'Please sign in as an administrator.'
export const ADMIN_ONLY = 'Administrator access required.'

export const isActiveAdmin = (request: FastifyRequest): boolean =>
  request.user?.role === 'admin' && request.user.is_active

/** Judged on the matched route's registered path, never on the raw URL (which may be percent-encoded). */
const isAdminRoute = (routePath: string | undefined) =>
  routePath !== undefined && (routePath === ADMIN_PREFIX || routePath.startsWith(`${ADMIN_PREFIX}/`))

export async function adminGuard(request: FastifyRequest): Promise<void> {
  const routePath = request.routeOptions.url
  if (!isAdminRoute(routePath)) return
  if (ADMIN_ENTRY_POINTS.has(`${request.method} ${routePath}`)) return
  if (!request.user) throw new HttpError(401, ADMIN_SIGN_IN_REQUIRED)
  if (!isActiveAdmin(request)) {
    request.log.warn({ userId: request.user.id, route: routePath }, 'admin route refused')
    throw new HttpError(403, ADMIN_ONLY)
  }
}
