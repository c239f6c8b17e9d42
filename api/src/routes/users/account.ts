/**
 * `GET /me`, `GET|PUT /profile`, `PUT /password` and `GET /dashboard` for the signed-in user.
 * A password change ends the user's other sessions (a thief's included).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { parseFields } from '../../lib/validation.ts'
import { EMAIL_TAKEN } from '../auth/index.ts'
import { currentUser } from './current-user.ts'
import { findDashboard, findProfile, findUserById, toMe, updatePasswordHash, updateProfile } from './queries.ts'
import {
  ChangePasswordFields,
  DashboardSchema,
  formBody,
  MeSchema,
  OkSchema,
  ProfileFields,
  ProfileSchema,
} from './schemas.ts'

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: MeSchema, 401: ErrorBody } } }, async (request) =>
    toMe(currentUser(request)),
  )

  app.get('/profile', { schema: { response: { 200: ProfileSchema, 401: ErrorBody } } }, async (request) =>
    findProfile(app.db, currentUser(request).id),
  )

  app.put(
    '/profile',
    {
      schema: {
        body: formBody(ProfileFields),
        response: { 200: ProfileSchema, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const changes = parseFields(ProfileFields, request.body)
      await app.db
        .transaction((tx) => updateProfile(tx, userId, changes))
        .catch((error: unknown) => {
          if (error instanceof UniqueIntegrityConstraintViolationError) throw new HttpError(409, EMAIL_TAKEN)
          throw error
        })
      return findProfile(app.db, userId)
    },
  )

  app.put(
    '/password',
    {
      preHandler: app.accountLimits.passwordChange,
      schema: {
        body: formBody(ChangePasswordFields),
        response: { 200: OkSchema, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const fields = parseFields(ChangePasswordFields, request.body)
      const account = await findUserById(app.db, userId)
      // An account made with Google has no password yet: the session is enough to set the first one.
      if (account?.password_hash) {
        const current = fields.current_password ?? ''
        if (current === '') {
          throw new HttpError(400, 'Current password is required', [
            { field: 'current_password', message: 'Current password is required' },
          ])
        }
        // 400, not 401: a wrong current password must not look like a lost session to the SPA.
        if (!(await verifyPassword(account.password_hash, current))) {
          throw new HttpError(400, 'Current password is incorrect', [
            { field: 'current_password', message: 'Current password is incorrect' },
          ])
        }
      }
      await updatePasswordHash(app.db, userId, await hashPassword(fields.new_password))
      await app.sessions.revokeOthers(request)
      request.log.info({ userId }, 'password changed; other sessions ended')
      return { ok: true as const }
    },
  )

  app.get('/dashboard', { schema: { response: { 200: DashboardSchema, 401: ErrorBody } } }, async (request) =>
    findDashboard(app.db, currentUser(request).id),
  )
}

export default accountRoutes
