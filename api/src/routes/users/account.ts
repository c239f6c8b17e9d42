/**
 * `GET /me`, `GET|PUT /profile`, `PUT /password`, `DELETE /google` and `GET /dashboard` for the signed-in
 * user. A password change ends the user's other sessions (a thief's included). A new email address and a
 * first password need the user to prove themselves again (reauthenticate.ts); the address changes only
 * once its owner follows the link mailed to it (auth/email-change.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hashPassword } from '../../auth/passwords.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { requestEmailChange } from '../auth/email-change.ts'
import { formBody } from '../form-body.ts'
import { currentUser } from './current-user.ts'
import { findDashboard, findProfile, toMe, unlinkGoogleIdentity, updatePasswordHash, updateProfile } from './queries.ts'
import { confirmIdentity } from './reauthenticate.ts'
import {
  ChangePasswordFields,
  DashboardSchema,
  MeSchema,
  OkTrueSchema,
  ProfileFields,
  ProfileSchema,
} from './schemas.ts'

export const PASSWORD_NEEDED_TO_UNLINK =
  'Set a password before unlinking Google: without either you could not sign in to your account.'

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
      preValidation: app.accountLimits.emailChange,
      schema: {
        body: formBody(ProfileFields),
        response: { 200: ProfileSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { email, current_password, ...changes } = request.body
      const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase() ? email : null
      if (newEmail) await confirmIdentity(app.db, request, current_password)
      await app.db.transaction(async (tx) => {
        await updateProfile(tx, user.id, changes)
        if (newEmail) await requestEmailChange(tx, user, newEmail)
      })
      if (newEmail) request.log.info({ userId: user.id }, 'email change requested')
      return findProfile(app.db, user.id)
    },
  )

  app.put(
    '/password',
    {
      preValidation: app.accountLimits.passwordChange,
      schema: {
        body: formBody(ChangePasswordFields),
        response: { 200: OkTrueSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const fields = request.body
      await confirmIdentity(app.db, request, fields.current_password)
      await updatePasswordHash(app.db, userId, await hashPassword(fields.new_password))
      await app.sessions.revokeOthers(request)
      request.log.info({ userId }, 'password changed; other sessions ended')
      return { ok: true as const }
    },
  )

  app.delete(
    '/google',
    { schema: { response: { 200: ProfileSchema, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      const userId = currentUser(request).id
      if (!(await unlinkGoogleIdentity(app.db, userId))) throw new HttpError(400, PASSWORD_NEEDED_TO_UNLINK)
      request.log.info({ userId }, 'Google account unlinked')
      return findProfile(app.db, userId)
    },
  )

  app.get('/dashboard', { schema: { response: { 200: DashboardSchema, 401: ErrorBody } } }, async (request) =>
    findDashboard(app.db, currentUser(request).id),
  )
}

export default accountRoutes
