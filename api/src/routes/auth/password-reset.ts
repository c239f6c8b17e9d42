/**
 * Forgot password, under /api/auth:
 * - `POST /password-reset {email}` mails a single-use link valid for an hour, and answers the same whether
 *   or not the address has an account (nothing tells an attacker which addresses exist);
 * - `POST /password-reset/confirm {token, password}` sets the new password (the sign-up rules), ends every
 *   session of the account, and signs this browser in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hashPassword } from '../../auth/passwords.ts'
import { deleteUserSessions } from '../../auth/sessions.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { hashLinkToken, queueAccountLinkMail } from '../../mail/link-tokens.ts'
import { PASSWORD_RESET_VALID_HOURS, passwordResetMail } from '../../mail/templates.ts'
import { formBody } from '../form-body.ts'
import { findUserByEmail, findUserById, toMe, updatePasswordHash } from '../users/queries.ts'
import { SignedInSchema } from '../users/schemas.ts'
import { ACCOUNT_DEACTIVATED } from './index.ts'
import {
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  ResetConfirmFields,
  ResetRequested,
  ResetRequestFields,
} from './schemas.ts'
import { completePasswordReset, deleteExpiredAccountTokens, spendPasswordResetToken } from './tokens.ts'

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-reset',
    {
      preValidation: app.accountLimits.passwordReset,
      schema: { body: formBody(ResetRequestFields), response: { 200: ResetRequested, 400: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      const { email } = request.body
      const user = await findUserByEmail(app.db, email)
      if (user?.is_active) {
        await app.db.transaction(async (tx) => {
          await deleteExpiredAccountTokens(tx, user.id)
          await queueAccountLinkMail(tx, passwordResetMail, {
            userId: user.id,
            purpose: 'password_reset',
            email: user.email,
            validHours: PASSWORD_RESET_VALID_HOURS,
          })
        })
        request.log.info({ userId: user.id }, 'password reset link queued')
      }
      return { ok: true as const, message: RESET_REQUESTED }
    },
  )

  app.post(
    '/password-reset/confirm',
    {
      preValidation: app.accountLimits.mailedLink,
      schema: {
        body: formBody(ResetConfirmFields),
        response: { 200: SignedInSchema, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const fields = request.body
      const hash = hashLinkToken(fields.token)
      const invalid = () => new HttpError(400, RESET_LINK_INVALID, [{ field: 'token', message: RESET_LINK_INVALID }])
      if (!hash) throw invalid()
      const passwordHash = await hashPassword(fields.password)
      const userId = await app.db.transaction(async (tx) => {
        const owner = await spendPasswordResetToken(tx, hash)
        if (!owner) throw invalid()
        // Thrown inside the transaction, so the token stays unspent.
        if (!owner.is_active) throw new HttpError(403, ACCOUNT_DEACTIVATED)
        await updatePasswordHash(tx, owner.user_id, passwordHash)
        await completePasswordReset(tx, owner.user_id)
        // Whoever knew the old password (or held a session) is out.
        await deleteUserSessions(tx, owner.user_id)
        return owner.user_id
      })
      await app.sessions.start(request, reply, userId)
      request.log.info({ userId }, 'password reset; all sessions ended')
      const user = await findUserById(app.db, userId)
      if (!user) throw invalid()
      return { ok: true as const, user: toMe(user) }
    },
  )
}

export default passwordResetRoutes
