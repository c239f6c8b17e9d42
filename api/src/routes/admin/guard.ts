/**
 * The one admin hook: every route whose path is under /api/admin, wherever it was registered, answers
 * 401 when signed out and 403 to anyone but an active admin. Only the entry points in ADMIN_ENTRY_POINTS
 * answer everyone, and each checks for itself what it must.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
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

const UNDER_ADMIN = `${ADMIN_PREFIX}/`
/** Judged on the matched route's registered path, never on the raw URL (which may be percent-encoded). */
const isAdminRoute = (routePath: string | undefined) =>
  routePath !== undefined && (routePath === ADMIN_PREFIX || routePath.startsWith(UNDER_ADMIN))

/**
 * A callback hook, not an async one: it runs on every request of the app, and nearly all of them are not
 * admin routes and go on at once without paying for a promise.
 */
export function adminGuard(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(adminRefusal(request))
}

/** Why `request` may not reach its route (401 or 403), or undefined when it may. */
function adminRefusal(request: FastifyRequest): HttpError | undefined {
  const routePath = request.routeOptions.url
  if (!isAdminRoute(routePath) || ADMIN_ENTRY_POINTS.has(`${request.method} ${routePath}`)) return undefined
  if (!request.user) return new HttpError(401, ADMIN_SIGN_IN_REQUIRED)
  if (isActiveAdmin(request)) return undefined
  request.log.warn({ userId: request.user.id, route: routePath }, 'admin route refused')
  return new HttpError(403, ADMIN_ONLY)
}
