/**
 * Who may do what in the back office: each role's permissions, and the admin routes each permission opens.
 * Plain data and zod (no Fastify, no database), so the web app reads the same names through
 * `@kitly/api/schemas`. The admin guard decides every /api/admin request from these two tables.
 */
import { z } from 'zod'
import type { Role } from './roles.ts'

/**
 * - `manage_site`: every admin route (catalog, blog, users, settings, imports, exports, audit, …);
 * - `moderate_reviews`: list, edit (the Verified mark) and delete reviews;
 * - `answer_inquiries`: the contact inbox: list, export, status and notes, replies.
 */
export const Permission = z.enum(['manage_site', 'moderate_reviews', 'answer_inquiries'])
export type Permission = z.infer<typeof Permission>

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: Permission.options,
  moderator: ['moderate_reviews', 'answer_inquiries'],
  user: [],
}

/**
 * The admin routes a narrower permission than `manage_site` opens, as `METHOD path` of the registered
 * route (no trailing slash). Any admin route not listed here needs `manage_site`, so a new route is
 * admin-only until someone adds it on purpose.
 */
const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'GET /api/admin/reviews': 'moderate_reviews',
  'PUT /api/admin/reviews/:id': 'moderate_reviews',
  'DELETE /api/admin/reviews/:id': 'moderate_reviews',
  'GET /api/admin/contact-inquiries': 'answer_inquiries',
  'GET /api/admin/contact-inquiries/export': 'answer_inquiries',
  'GET /api/admin/contact-inquiries/:id': 'answer_inquiries',
  'PUT /api/admin/contact-inquiries/:id': 'answer_inquiries',
  'POST /api/admin/contact-inquiries/:id/reply': 'answer_inquiries',
}

/** The permission the admin route `method path` needs; HEAD is judged as the GET it mirrors. */
export function permissionFor(method: string, routePath: string): Permission {
  const verb = method === 'HEAD' ? 'GET' : method
  const path = routePath.length > 1 && routePath.endsWith('/') ? routePath.slice(0, -1) : routePath
  return ROUTE_PERMISSIONS[`${verb} ${path}`] ?? 'manage_site'
}

/** What an account may do in the back office: nothing unless it is active. */
export const permissionsOf = (account: { role: Role; is_active: boolean }): readonly Permission[] =>
  account.is_active ? ROLE_PERMISSIONS[account.role] : []
