/**
 * The one admin hook: every route whose path is under /api/admin, wherever it was registered, answers
 * 401 when signed out and 403 to anyone whose role lacks the permission the route needs (auth/permissions.ts:
 * active admins may use every route, active moderators the reviews and the contact inbox). Only the entry
 * points in ADMIN_ENTRY_POINTS answer everyone, and each checks for itself what it must.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { permissionFor, permissionsOf } from '../../auth/permissions.ts'
import type { Role } from '../../auth/roles.ts'
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

/** Staff: an active account whose role may use some of the back office (an admin or a moderator). */
export const isActiveStaff = (account: { role: Role; is_active: boolean }): boolean => permissionsOf(account).length > 0

const UNDER_ADMIN = `${ADMIN_PREFIX}/`
/** Judged on the matched route's registered path, never on the raw URL (which may be percent-encoded). */
const isAdminRoute = (routePath: string | undefined): routePath is string =>
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
  if (permissionsOf(request.user).includes(permissionFor(request.method, routePath))) return undefined
  request.log.warn({ userId: request.user.id, route: routePath }, 'admin route refused')
  return new HttpError(403, ADMIN_ONLY)
}
