/**
 * The admin entry points, the only admin routes open to visitors:
 * - `GET /check` → `{ isAdmin, role, permissions }`: isAdmin false for anyone who is not an active admin,
 *   permissions what the signed-in account may do in the back office (none for visitors and users);
 * - `POST /login {email, password}` → `{ success, admin, error }`, signing staff (an admin or a moderator) in;
 * - `POST /direct-access` → `{ success, admin, error }` for a session that already belongs to active staff,
 *   and 401/403 otherwise. The old product's bypass (and its printed credentials) is gone for good.
 */
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { permissionsOf } from '../../../auth/permissions.ts'
import type { SessionUser } from '../../../auth/sessions.ts'
import { HttpError } from '../../../lib/http-errors.ts'
import { toErrorAnswer } from '../../../plugins/error-handler.ts'
import { authenticate } from '../../auth/authenticate.ts'
import { formBody } from '../../form-body.ts'
import type { UserRow } from '../../users/queries.ts'
import { SignInFields } from '../../users/schemas.ts'
import { ADMIN_ONLY, ADMIN_SIGN_IN_REQUIRED, isActiveAdmin, isActiveStaff } from '../guard.ts'
import { AdminCheckSchema } from './schemas.ts'

export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials'

const AdminSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(['admin', 'moderator']),
})
const Success = z.object({ success: z.literal(true), admin: AdminSchema, error: z.null() })
/** Failures keep the `{ success, admin, error }` shape the admin pages read, which is also our `{ error }`. */
const Failure = z.object({
  success: z.literal(false),
  admin: z.null(),
  error: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})
const failures = { 400: Failure, 401: Failure, 403: Failure, 429: Failure }

const toAdmin = (user: Pick<UserRow | SessionUser, 'id' | 'name' | 'email' | 'role'>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role === 'admin' ? ('admin' as const) : ('moderator' as const),
})

const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers of these routes keep the admin pages' shape even for errors thrown by hooks (429, 403).
  // Client errors of every kind (our HttpErrors, a body that fails the schema, malformed JSON) keep it too.
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error as FastifyError, request.routeOptions.schema?.body)
    if (statusCode >= 500) throw error
    request.log.info({ statusCode, error: body.error }, 'admin entry refused')
    return reply.status(statusCode).send({ success: false, admin: null, ...body })
  })

  app.get('/check', { schema: { response: { 200: AdminCheckSchema } } }, async (request) => ({
    userId: request.user?.id ?? null,
    isAdmin: isActiveAdmin(request),
    role: request.user?.role ?? null,
    permissions: request.user ? [...permissionsOf(request.user)] : [],
  }))

  app.post(
    '/login',
    {
      preValidation: app.accountLimits.signIn,
      schema: { body: formBody(SignInFields), response: { 200: Success, ...failures } },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request, reply, request.body)
      // Same answer for a wrong password, a plain user and deactivated staff: nothing to learn here.
      if (!user || !isActiveStaff(user)) {
        if (user) request.log.warn({ userId: user.id }, 'admin sign-in refused for a non-staff account')
        throw new HttpError(401, INVALID_ADMIN_CREDENTIALS)
      }
      await app.sessions.start(request, reply, user.id)
      request.log.info({ userId: user.id, role: user.role }, 'staff signed in')
      return { success: true as const, admin: toAdmin(user), error: null }
    },
  )

  app.post(
    '/direct-access',
    // One admin screen posts `{ email }`: accepted and ignored, since only the session decides.
    { schema: { body: z.unknown(), response: { 200: Success, ...failures } } },
    async (request) => {
      if (!request.user) throw new HttpError(401, ADMIN_SIGN_IN_REQUIRED)
      if (!isActiveStaff(request.user)) throw new HttpError(403, ADMIN_ONLY)
      return { success: true as const, admin: toAdmin(request.user), error: null }
    },
  )
}

export default adminAccessRoutes
