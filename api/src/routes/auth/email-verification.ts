/**
 * Email verification for email sign-ups, under /api/auth. Sign-up mails a link (queueEmailVerification);
 * `POST /verify-email {token}` marks the address verified (no sign-in needed: the link may be opened on
 * another device); `POST /verify-email/resend` mails a fresh link to the signed-in user. Unverified users
 * can use the whole site; GET /api/users/me says `email_verified` so the dashboard can ask them.
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { hashLinkToken, queueAccountLinkMail } from '../../mail/link-tokens.ts'
import { EMAIL_VERIFICATION_VALID_HOURS, emailVerificationMail } from '../../mail/templates.ts'
import { formBody } from '../form-body.ts'
import { currentUser } from '../users/current-user.ts'
import { OkTrueSchema } from '../users/schemas.ts'
import { Resent, VERIFICATION_LINK_INVALID, VerifyFields } from './schemas.ts'
import { deleteExpiredAccountTokens, verifyEmailWithToken } from './tokens.ts'

/** Issues a verification token for the account's current address and queues its mail, in `db`'s transaction. */
export async function queueEmailVerification(
  db: DatabaseConnection,
  user: { id: number; email: string },
): Promise<void> {
  await deleteExpiredAccountTokens(db, user.id)
  await queueAccountLinkMail(db, emailVerificationMail, {
    userId: user.id,
    purpose: 'email_verification',
    email: user.email,
    validHours: EMAIL_VERIFICATION_VALID_HOURS,
  })
}

const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-email',
    {
      preValidation: app.accountLimits.mailedLink,
      schema: { body: formBody(VerifyFields), response: { 200: OkTrueSchema, 400: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      const { token } = request.body
      const hash = hashLinkToken(token)
      if (!hash || !(await verifyEmailWithToken(app.db, hash))) {
        throw new HttpError(400, VERIFICATION_LINK_INVALID, [{ field: 'token', message: VERIFICATION_LINK_INVALID }])
      }
      return { ok: true as const }
    },
  )

  app.post(
    '/verify-email/resend',
    {
      preHandler: app.accountLimits.verificationResend,
      schema: { response: { 200: Resent, 401: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      const user = currentUser(request)
      if (user.email_verified) return { ok: true as const, email_verified: true }
      await app.db.transaction((tx) => queueEmailVerification(tx, user))
      request.log.info({ userId: user.id }, 'verification link queued')
      return { ok: true as const, email_verified: false }
    },
  )
}

export default emailVerificationRoutes
